import { TIMED_MENU_KEYS } from '@orderly/domain';
import { useEffect, useId, useState } from 'react';
import { SelectField, TextField, Toggle } from '../manage/form-parts.tsx';
import { ErrorBanner } from '../manage/manage-page.tsx';
import { ScrollTable } from '../manage/scroll-table.tsx';
import {
  allDay,
  type Category,
  type DayHours,
  type ManagedMenu,
  type MenuDraft,
  type MenuEntry,
  type MenuKey,
  type Menus,
  menuEntries,
  sortMenus,
  WEEKDAYS,
} from './menu-draft.ts';
import { CheckList } from './product-dialog.tsx';

type Location = ManagedMenu['locations'][number];

/** One weekday of a menu: closed, or open from–to with an optional break. */
function DayRow({
  menuName,
  day,
  hours,
  onChange,
}: {
  menuName: string;
  day: string;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
}) {
  const time = (label: string, value: string | null | undefined, change: (value: string) => void) => (
    <TextField
      label={<span className="visually-hidden">{`${menuName}, ${day}: ${label}`}</span>}
      value={value ?? ''}
      placeholder={label === 'opens' ? '09:00' : label === 'closes' ? '17:00' : '–'}
      maxLength={5}
      inputMode="numeric"
      onChange={change}
    />
  );
  return (
    <tr>
      <th scope="row">{day}</th>
      <td>
        <input
          type="checkbox"
          aria-label={`${menuName} served on ${day}`}
          checked={hours !== null}
          onChange={(event) => onChange(event.target.checked ? { open: '09:00', close: '17:00' } : null)}
        />
      </td>
      {hours ? (
        <>
          <td>{time('opens', hours.open, (open) => onChange({ ...hours, open }))}</td>
          <td>{time('closes', hours.close, (close) => onChange({ ...hours, close }))}</td>
          <td>
            {time('break starts', hours.breakStart, (breakStart) =>
              onChange({
                ...hours,
                breakStart: breakStart || null,
                breakEnd: breakStart ? (hours.breakEnd ?? '') : null,
              }),
            )}
          </td>
          <td>
            {time('break ends', hours.breakEnd, (breakEnd) =>
              onChange({
                ...hours,
                breakEnd: breakEnd || null,
                breakStart: breakEnd ? (hours.breakStart ?? '') : null,
              }),
            )}
          </td>
        </>
      ) : (
        <td colSpan={4} className="mnote">
          Not served
        </td>
      )}
    </tr>
  );
}

function MenuCard({
  menuKey,
  menu,
  categories,
  onChange,
  onRemove,
}: {
  menuKey: MenuKey;
  menu: MenuEntry;
  categories: readonly Category[];
  onChange: (menu: MenuEntry) => void;
  onRemove?: () => void;
}) {
  const title = menuKey === 'default' ? `${menu.name} (default menu)` : menu.name;
  const hoursId = useId();
  return (
    <section className="mcard" aria-label={`Menu ${menu.name}`}>
      <header className="mcard__head">
        <div>
          <h3 className="mmenu-menu__title">{title}</h3>
          <p className="mcard__description">
            {menuKey === 'default'
              ? 'Shown whenever no timed menu is on.'
              : 'Shown during its hours (with any other timed menu on then).'}
          </p>
        </div>
        {onRemove && (
          <button type="button" className="btn btn--danger" onClick={onRemove}>
            Remove menu
          </button>
        )}
      </header>
      <div className="mcard__body">
        <div className="mgrid">
          <TextField
            label="Menu name"
            value={menu.name}
            maxLength={100}
            onChange={(name) => onChange({ ...menu, name })}
          />
          <Toggle
            label="Menu on"
            checked={menu.active}
            onChange={(active) => onChange({ ...menu, active })}
          />
        </div>
        <div className="mmenu-menu">
          <div className="mhours-block">
            <p className="mfield__label" id={hoursId}>
              Hours (24-hour times, e.g. 22:00 to 02:00 runs past midnight)
            </p>
            <ScrollTable label={`Hours of ${menu.name}`}>
              <table className="mhours" aria-labelledby={hoursId}>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Served</th>
                    <th scope="col">Opens</th>
                    <th scope="col">Closes</th>
                    <th scope="col">Break from</th>
                    <th scope="col">Break to</th>
                  </tr>
                </thead>
                <tbody>
                  {WEEKDAYS.map((day, index) => (
                    <DayRow
                      key={day}
                      menuName={menu.name}
                      day={day}
                      hours={menu.hours[index] ?? null}
                      onChange={(hours) =>
                        onChange({
                          ...menu,
                          hours: menu.hours.map((entry, at) =>
                            at === index ? hours : entry,
                          ) as MenuEntry['hours'],
                        })
                      }
                    />
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </div>
          <CheckList
            legend="Categories on this menu"
            hint="Shown in the order of the Categories tab."
            entries={categories.map((category) => ({ id: category.id, label: category.name }))}
            checked={menu.categoryOrder}
            onChange={(ids) =>
              onChange({
                ...menu,
                categoryOrder: categories.map((category) => category.id).filter((id) => ids.includes(id)),
              })
            }
          />
        </div>
      </div>
    </section>
  );
}

/** Every menu of a set (the restaurant's, or a location's own), and a button to add a timed one. */
function MenusEditor({
  menus,
  categories,
  onChange,
}: {
  menus: Menus;
  categories: readonly Category[];
  onChange: (menus: Menus) => void;
}) {
  const free = TIMED_MENU_KEYS.find((key) => !menus[key]);
  return (
    <div className="mmenu-menus">
      {menuEntries(menus).map(({ key, menu }) => (
        <MenuCard
          key={key}
          menuKey={key}
          menu={menu}
          categories={categories}
          onChange={(next) => onChange({ ...menus, [key]: next })}
          onRemove={
            key === 'default'
              ? undefined
              : () => {
                  const { [key]: _removed, ...rest } = menus;
                  onChange(rest as Menus);
                }
          }
        />
      ))}
      {free && (
        <button
          type="button"
          className="btn"
          onClick={() =>
            onChange({
              ...menus,
              [free]: { name: 'New menu', active: true, hours: allDay(), categoryOrder: [] },
            })
          }
        >
          Add a timed menu
        </button>
      )}
    </div>
  );
}

/**
 * Menus and their hours: the restaurant's (saved with the rest of the menu), or a location's own
 * (saved on their own: a manager of that location may change them), and the takeout accessories.
 */
export function MenusPanel({
  view,
  draft,
  canEdit,
  onChange,
  onSaveLocation,
}: {
  view: ManagedMenu;
  draft: MenuDraft;
  canEdit: boolean;
  onChange: (change: (draft: MenuDraft) => MenuDraft) => void;
  onSaveLocation: (locationId: string, menus: Menus | null) => Promise<string | null>;
}) {
  const [scope, setScope] = useState('');
  const location: Location | undefined = view.locations.find((entry) => entry.id === scope);
  const [own, setOwn] = useState<Menus | null>(location?.ownMenus ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setOwn(location?.ownMenus ?? null);
    setError(null);
  }, [location]);
  const categories = draft.menu.categories;
  const ownDirty = JSON.stringify(own) !== JSON.stringify(location?.ownMenus ?? null);

  const saveLocation = async (menus: Menus | null) => {
    if (!location) return;
    setBusy(true);
    setError(await onSaveLocation(location.id, menus));
    setBusy(false);
  };

  return (
    <div className="mmenu-scope">
      <div className="mmenu-scope__pick">
        <SelectField
          label="Menus of"
          value={scope}
          options={[
            { value: '', label: 'The restaurant (every location without its own)' },
            ...view.locations.map((entry) => ({
              value: entry.id,
              label: `${entry.locationName}${entry.ownMenus ? ' (its own menus)' : ''}`,
            })),
          ]}
          onChange={setScope}
        />
      </div>
      {!location && (
        <>
          {view.locations.some((entry) => entry.ownMenus) && (
            <p className="mbanner">
              {view.locations
                .filter((entry) => entry.ownMenus)
                .map((entry) => entry.locationName)
                .join(', ')}{' '}
              {view.locations.filter((entry) => entry.ownMenus).length === 1 ? 'has' : 'have'} menus of their
              own: changes here do not reach them.
            </p>
          )}
          <fieldset className="mmenu-fieldset" disabled={!canEdit}>
            <legend className="visually-hidden">The restaurant's menus</legend>
            <MenusEditor
              menus={draft.menus}
              categories={categories}
              onChange={(menus) =>
                onChange((current) => ({ ...current, menus: sortMenus(menus, current.menu.categories) }))
              }
            />
          </fieldset>
          <section className="mcard" aria-labelledby="accessories-title">
            <header className="mcard__head">
              <div>
                <h2 id="accessories-title">Takeout accessories</h2>
                <p className="mcard__description">
                  Offered before checkout with pickup and delivery orders (cutlery, napkins, sauces).
                </p>
              </div>
            </header>
            <div className="mcard__body">
              <CheckList
                legend="Products offered"
                entries={draft.menu.products.map((product) => ({ id: product.id, label: product.name }))}
                checked={draft.takeoutAccessories}
                onChange={(takeoutAccessories) => onChange((current) => ({ ...current, takeoutAccessories }))}
              />
            </div>
          </section>
        </>
      )}
      {location && (
        <fieldset className="mmenu-fieldset" disabled={!location.canEdit || busy}>
          <legend className="visually-hidden">Menus of {location.locationName}</legend>
          {!location.canEdit && (
            <p className="mbanner">
              You do not hold {location.locationName}: its menus are shown, not editable.
            </p>
          )}
          <ErrorBanner message={error} />
          {own === null ? (
            <div className="mbanner">
              <p>{location.locationName} follows the restaurant's menus.</p>
              <button type="button" className="btn" onClick={() => setOwn(structuredClone(draft.menus))}>
                Give {location.locationName} its own menus
              </button>
            </div>
          ) : (
            <>
              <MenusEditor
                menus={own}
                categories={categories}
                onChange={(menus) => setOwn(sortMenus(menus, categories))}
              />
              <div className="msavebar msavebar--dirty">
                <p className="msavebar__state">{ownDirty ? 'You have unsaved changes.' : ''}</p>
                <div className="msavebar__actions">
                  {location.ownMenus && (
                    <button type="button" className="btn" onClick={() => void saveLocation(null)}>
                      Follow the restaurant's menus
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn--go"
                    disabled={!ownDirty}
                    onClick={() => void saveLocation(own)}
                  >
                    {busy ? 'Saving…' : `Save ${location.locationName}'s menus`}
                  </button>
                </div>
              </div>
            </>
          )}
        </fieldset>
      )}
    </div>
  );
}
