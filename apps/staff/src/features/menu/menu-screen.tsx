import { topics } from '@orderly/client';
import { formatMoney, isChoiceActive, isProductActive } from '@orderly/domain';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useWorkspace } from '../../app/workspace-context.ts';
import { call, serverNow, useLive } from '../../lib/client.tsx';
import './menu.css';

type Target = { productId: string } | { modifierId: string; choiceId: string };

/** Sold out and back: every product of the location, and the choices of its modifiers. */
export function MenuScreen() {
  const { restaurantId, locationId } = useWorkspace();
  const menu = useLive(topics.menu(restaurantId, locationId)).data;
  const [filter, setFilter] = useState('');
  const [onlySoldOut, setOnlySoldOut] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const now = menu?.serverTime ?? serverNow();

  const sections = useMemo(() => {
    if (!menu) return [];
    const byId = new Map(menu.products.map((product) => [product.id, product]));
    const listed = new Set<string>();
    const result = menu.categories.map((category) => {
      const products = category.productOrder.flatMap((id) => {
        const product = byId.get(id);
        if (!product) return [];
        listed.add(id);
        return [product];
      });
      return { id: category.id, name: category.name, products };
    });
    const rest = menu.products.filter((product) => !listed.has(product.id));
    if (rest.length > 0) result.push({ id: 'other', name: 'Other products', products: rest });
    return result;
  }, [menu]);

  if (!menu) return <p className="queue-loading">Loading the menu…</p>;
  const modifiers = new Map(menu.modifiers.map((modifier) => [modifier.id, modifier]));
  const needle = filter.trim().toLowerCase();
  const soldOutCount = menu.products.filter((product) => !isProductActive(product, now)).length;

  const setAvailable = async (key: string, target: Target, name: string, active: boolean) => {
    setBusy(key);
    try {
      await call('setAvailability', { body: { restaurantId, locationId, ...target, active } });
      toast.success(active ? `${name} is available` : `${name} is sold out`);
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="menu-screen">
      <div className="menu-screen__bar">
        <div className="field menu-screen__search">
          <label htmlFor="menu-filter" className="visually-hidden">
            Find a product
          </label>
          <input
            id="menu-filter"
            className="input"
            type="search"
            placeholder="Find a product…"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn--big"
          aria-pressed={onlySoldOut}
          onClick={() => setOnlySoldOut(!onlySoldOut)}
        >
          {onlySoldOut ? 'Showing sold out' : 'Show sold out only'} ({soldOutCount})
        </button>
      </div>
      {sections.map((section) => {
        const products = section.products.filter(
          (product) =>
            (!needle || product.name.toLowerCase().includes(needle)) &&
            (!onlySoldOut || !isProductActive(product, now)),
        );
        if (products.length === 0) return null;
        return (
          <section key={section.id} className="menu-section" aria-labelledby={`cat-${section.id}`}>
            <h2 id={`cat-${section.id}`} className="menu-section__title">
              {section.name}
            </h2>
            <ul className="menu-list">
              {products.map((product) => {
                const active = isProductActive(product, now);
                const productModifiers = product.modifiers.flatMap((id) => modifiers.get(id) ?? []);
                return (
                  <li
                    key={product.id}
                    className={`menu-item${active ? '' : ' menu-item--out'}`}
                    data-testid="menu-item"
                  >
                    <div className="menu-item__row">
                      <div className="menu-item__text">
                        <span className="menu-item__name">{product.name}</span>
                        <span className="menu-item__price">{formatMoney(product.price)}</span>
                      </div>
                      <AvailabilitySwitch
                        name={product.name}
                        active={active}
                        busy={busy === product.id}
                        onChange={(next) =>
                          setAvailable(product.id, { productId: product.id }, product.name, next)
                        }
                      />
                    </div>
                    {productModifiers.length > 0 && (
                      <details className="menu-item__options">
                        <summary>
                          Options
                          {productModifiers.some((modifier) =>
                            modifier.choices.some((choice) => !isChoiceActive(choice, now)),
                          ) && <span className="menu-item__flag">some sold out</span>}
                        </summary>
                        {productModifiers.map((modifier) => (
                          <div key={modifier.id} className="choice-group">
                            <h3>{modifier.name}</h3>
                            <ul>
                              {modifier.choices.map((choice) => {
                                const key = `${product.id}:${modifier.id}:${choice.id}`;
                                const choiceActive = isChoiceActive(choice, now);
                                return (
                                  <li key={choice.id} className={choiceActive ? '' : 'menu-item--out'}>
                                    <span>
                                      {choice.name}
                                      {choice.price > 0 && (
                                        <span className="menu-item__price">
                                          {' '}
                                          +{formatMoney(choice.price)}
                                        </span>
                                      )}
                                    </span>
                                    <AvailabilitySwitch
                                      name={`${modifier.name}: ${choice.name}`}
                                      active={choiceActive}
                                      busy={busy === key}
                                      onChange={(next) =>
                                        setAvailable(
                                          key,
                                          { modifierId: modifier.id, choiceId: choice.id },
                                          choice.name,
                                          next,
                                        )
                                      }
                                    />
                                  </li>
                                );
                              })}
                            </ul>
                          </div>
                        ))}
                      </details>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function AvailabilitySwitch({
  name,
  active,
  busy,
  onChange,
}: {
  name: string;
  active: boolean;
  busy: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`${name} available`}
      className="switch availability"
      disabled={busy}
      onClick={() => onChange(!active)}
    >
      <span className={active ? 'availability__on' : 'availability__off'} aria-hidden="true">
        {active ? 'Available' : 'Sold out'}
      </span>
      <span className="switch__track" aria-hidden="true" />
    </button>
  );
}
