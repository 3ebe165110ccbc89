import {
  canOrderAsGuest,
  cartLines,
  cartLineUnavailable,
  deliveryMinimumNotice,
  formatMoney,
  limits,
  linesOffMenu,
  messages,
  type OrderLine,
  priceOrder,
  successMessages,
} from '@orderly/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../../components/ui/button.tsx';
import { GiftIcon, MinusIcon, TimesIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import {
  lineKey,
  setChoicesCount,
  setNotes,
  setSimpleCount,
  useCart,
} from '../../features/cart/cart-store.ts';
import { CartLine } from '../../features/cart/components/cart-line.tsx';
import { productsInCart, useChosenTime } from '../../features/checkout/use-chosen-time.ts';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { PointsMeter } from '../../features/rewards/components/points-meter.tsx';
import { useServerNow } from '../../lib/client.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useIsDesktop } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOrdering } from '../use-ordering.ts';
import { useRewardsView } from './account/use-rewards-view.ts';
import styles from './cart-route.module.css';
import { TableTabLink } from './table-tab-link.tsx';
import type { EditedLine } from './use-product-screen.ts';

interface Row {
  key: string;
  line: OrderLine;
  removeOne: () => void;
  removeAll: () => void;
  /** Why the line can no longer be ordered (sold out since it was added), or null. */
  unavailable: string | null;
  /** The line as the product dialog changes it. */
  edit: EditedLine;
}

/** /cart: My Cart. */
export default function CartRoute() {
  const { settings, menu } = useRestaurant();
  const { orderType, isDineIn, blocked, kiosk } = useOrdering();
  const { cart, choicesCart, notes } = useCart();
  const [, navigate] = useLocation();
  const location = useAppLocation();
  const catalogue = { products: menu.products, modifiers: menu.modifiers };
  // The menu is live: a product staff mark sold out is marked here at once.
  const now = useServerNow(15_000);
  const unavailable = (productId: string, picked: readonly { modifierId: string; id: string }[]) =>
    cartLineUnavailable({
      product: menu.products.find((product) => product.id === productId),
      picked,
      modifiers: menu.modifiers,
      now,
    });

  const rows: Row[] = [];
  for (const item of Object.values(cart)) {
    const line = cartLines({ catalogue, cart: { [item.id]: item }, choicesCart: [] }).lines[0];
    if (line)
      rows.push({
        key: `simple:${item.id}`,
        line,
        removeOne: () => setSimpleCount(item.id, item.count - 1),
        removeAll: () => setSimpleCount(item.id, 0),
        unavailable: unavailable(item.id, []),
        edit: { key: `simple:${item.id}`, count: item.count, choices: [] },
      });
  }
  for (const item of choicesCart) {
    const line = cartLines({ catalogue, cart: {}, choicesCart: [item] }).lines[0];
    const key = lineKey(item);
    if (line)
      rows.push({
        key,
        line,
        removeOne: () => setChoicesCount(key, item.count - 1),
        removeAll: () => setChoicesCount(key, 0),
        unavailable: unavailable(item.id, item.choices),
        edit: { key, count: item.count, choices: item.choices },
      });
  }
  // The empty cart shows no rewards: they are read once the cart has something in it.
  // A kiosk's customer is a guest (decision 0092): no points, no rewards, no sign-in.
  const rewardsView = useRewardsView({ load: rows.length > 0 && !kiosk });
  const isDesktop = useIsDesktop();
  useDocumentTitle(`My Cart · ${settings.name}`);

  const pricing = priceOrder({
    settings,
    catalogue,
    cart,
    choicesCart,
    orderType,
    paymentMethod: '',
    tip: 0,
    rewards: rewardsView.rewards,
    redeemedRewards: rewardsView.redeemed,
    isFirstOrder: rewardsView.isFirstOrder,
  });
  const signedIn = rewardsView.signedIn && !kiosk;
  const soldOut = rows.some((row) => row.unavailable);
  // The menus open at the chosen time (now for ASAP) leave these out: the checkout refuses them.
  const chosen = useChosenTime(orderType);
  const offMenu = linesOffMenu({
    settings,
    categories: menu.categories,
    products: productsInCart(menu.products, { cart, choicesCart }),
    when: chosen.when,
    isDineIn,
  });
  const orderedFor =
    chosen.slot.value === 'ASAP'
      ? null
      : `Your order is for ${chosen.slot.day === 'tomorrow' ? 'tomorrow' : 'today'}, ${chosen.slot.label}.`;
  const belowMinimum =
    orderType === 'Delivery' ? deliveryMinimumNotice(settings, pricing.subTotalAfterRewards) : null;
  const guest = !kiosk && canOrderAsGuest({ settings, orderType, loggedIn: signedIn });
  // Scrolling a control into view (the Special Requests box) keeps it clear of the fixed bar.
  const showsBar = rows.length > 0 && !blocked;
  useEffect(() => {
    const barClass = styles.withBar;
    if (!showsBar || !barClass) return;
    document.documentElement.classList.add(barClass);
    return () => document.documentElement.classList.remove(barClass);
  }, [showsBar]);

  if (rows.length === 0) {
    return (
      <div className={styles.page}>
        <PageHeader title="My Cart" />
        <div className={styles.empty}>
          {settings.images.cartEmpty && (
            <img
              src={settings.images.cartEmpty}
              alt=""
              width={240}
              height={180}
              className={styles.emptyImage}
              fetchPriority="high"
            />
          )}
          <p data-testid="cart-empty">{messages.emptyCartText}</p>
          <Link to="/menu" className={buttonClass('primary')}>
            BROWSE MENU
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="My Cart" />
      <div className={styles.layout}>
        <section className={styles.card} aria-label="Items">
          <ul className={styles.lines}>
            {rows.map((row) => (
              <CartLine
                key={row.key}
                line={row.line}
                unavailable={row.unavailable}
                onEdit={() =>
                  navigate('/product', {
                    state: {
                      productId: row.line.productId,
                      edit: row.edit,
                      background: isDesktop ? location : undefined,
                    },
                  })
                }
                onRemoveOne={() => {
                  row.removeOne();
                  // One of several: the line stays, with one fewer.
                  notifySuccess(
                    row.line.count > 1
                      ? successMessages.removedOne(row.line.name, row.line.count - 1)
                      : successMessages.removed(row.line.name),
                  );
                }}
                onRemoveAll={() => {
                  row.removeAll();
                  notifySuccess(successMessages.removed(row.line.name));
                }}
              />
            ))}
            {pricing.rewards.map((reward) => {
              const display = rewardsView.display.find((item) => item.id === reward.rewardId);
              const last = reward.count <= 1;
              return (
                <li key={reward.rewardId} className={styles.reward} data-testid="cart-reward">
                  <span className={styles.rewardIcon} aria-hidden="true">
                    <GiftIcon width={18} height={18} />
                  </span>
                  <p className={styles.rewardText}>
                    <span className={styles.rewardName}>
                      {reward.count > 1 ? `${reward.count}× ` : ''}
                      {reward.name}
                    </span>
                    <span className={styles.rewardValue} data-testid="cart-reward-value">
                      {reward.productId ? 'FREE' : `-${formatMoney(reward.totalDiscountSubtotal)}`}
                    </span>
                  </p>
                  {display && (
                    <button
                      type="button"
                      className={styles.rewardRemove}
                      onClick={() => void rewardsView.change(display, -1)}
                      disabled={rewardsView.busyId === display.id}
                      aria-label={last ? `Remove ${reward.name}` : `Remove one ${reward.name}`}
                    >
                      {last ? <TimesIcon width={18} height={18} /> : <MinusIcon width={18} height={18} />}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {settings.commentsEnabled && (
            <div className={styles.notes}>
              <label htmlFor="special-requests" className={styles.notesLabel}>
                Special Requests
              </label>
              <textarea
                id="special-requests"
                className={styles.textarea}
                rows={3}
                maxLength={limits.specialRequestsMaxLength}
                placeholder="Allergies, no onions, extra napkins…"
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                aria-describedby="special-requests-count"
              />
              <span id="special-requests-count" className={styles.counter}>
                {notes.length}/{limits.specialRequestsMaxLength}
              </span>
            </div>
          )}
        </section>

        <aside className={styles.side} aria-label="Summary">
          {isDesktop && signedIn && settings.rewardsEnabled && (
            <PointsMeter points={rewardsView.points} target={rewardsView.target} compact />
          )}
          <div className={`${styles.card} ${styles.summary}`}>
            <div className={styles.subtotal}>
              <span>Subtotal</span>
              <span data-testid="cart-subtotal">{formatMoney(pricing.subTotalAfterRewards)}</span>
            </div>
            <p className={styles.note}>Taxes, fees and tip are calculated at checkout.</p>
            <TableTabLink className={buttonClass('ghost', true)} />
            {belowMinimum && (
              // Said here, not first at PLACE ORDER (issue 24).
              <p className={styles.soldOutNote} role="status" data-testid="cart-delivery-minimum">
                {belowMinimum}
              </p>
            )}
            {offMenu.length > 0 && (
              <div className={styles.soldOutNote} role="status" data-testid="cart-off-menu">
                {offMenu.map((line) => (
                  <p key={line.productId}>
                    {[line.message, line.served, orderedFor].filter(Boolean).join(' ')}
                  </p>
                ))}
              </div>
            )}
            {soldOut && (
              <p className={styles.soldOutNote} role="status" data-testid="cart-sold-out">
                Remove the sold-out items to check out.
              </p>
            )}
            {blocked ? (
              // A table that cannot order (dine-in ordering off) is told so here, not at Place Order.
              <p className={styles.soldOutNote} role="status" data-testid="cart-blocked">
                {blocked}
              </p>
            ) : (
              <div className={styles.buttons}>
                {settings.rewardsEnabled && settings.orderOpen && !kiosk && (
                  <Link to="/rewards/cart" className={buttonClass('secondary', true)}>
                    <GiftIcon width={20} height={20} />
                    REWARDS
                  </Link>
                )}
                {guest && (
                  <Link to="/checkout" state={{ guest: true }} className={buttonClass('secondary', true)}>
                    ORDER AS GUEST
                  </Link>
                )}
                {/* The main action: on a phone, fixed in reach just above the bottom navigation. */}
                <div className={styles.mainAction} data-testid="cart-main-action">
                  {/* A kiosk checks out as a guest, never asking to sign in (decision 0092). */}
                  {(signedIn || kiosk) && soldOut ? (
                    <button type="button" className={buttonClass('primary', true)} disabled>
                      CHECKOUT
                    </button>
                  ) : signedIn || kiosk ? (
                    <Link to="/checkout" className={buttonClass('primary', true)}>
                      CHECKOUT
                    </Link>
                  ) : (
                    <Link to="/auth/cart" className={buttonClass('primary', true)}>
                      LOGIN
                    </Link>
                  )}
                </div>
              </div>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
