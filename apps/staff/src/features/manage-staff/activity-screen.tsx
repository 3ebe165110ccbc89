import type { DataOf } from '@orderly/contract';
import { settingLabel } from '@orderly/domain/restaurant-document';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../lib/client.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { SelectField } from '../manage/form-parts.tsx';
import { messageOf } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { ErrorBanner, ManagePage } from '../manage/manage-page.tsx';

type ActivityPage = DataOf<'listAuditLog'>;
type Entry = ActivityPage['entries'][number];
type Area = Entry['area'];

const areaLabels: Record<Area, string> = {
  restaurant: 'Restaurant',
  location: 'Locations',
  menu: 'Menu',
  branding: 'Branding',
  zones: 'Delivery zones',
  promotions: 'Promo codes',
  rewards: 'Rewards',
  staff: 'Staff',
  orders: 'Orders',
};

const areaOptions = [
  { value: '' as const, label: 'Every area' },
  ...Object.entries(areaLabels).map(([value, label]) => ({ value: value as Area, label })),
];

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100} %`;
const centsKeys = new Set([
  'minOrder',
  'minOrderDiscount',
  'deposit',
  'deliveryFee',
  'maxDiscountAmount',
  'price',
]);
const fractionKeys = new Set([
  'firstOrderDiscount',
  'pickupDiscount',
  'discount',
  'cardProviderFee',
  'commissionFee',
]);
const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type Day = { open: string; close: string; breakStart?: string | null; breakEnd?: string | null } | null;
const isDay = (value: unknown): value is Day =>
  value === null || (typeof value === 'object' && value !== null && 'open' in value && 'close' in value);

/** A changed value in words: amounts as money or percentages, hours by day, lists by name. */
function shortValue(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') {
    if (centsKeys.has(key)) return money(value);
    if (fractionKeys.has(key)) return percent(value);
    return String(value);
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (key === 'tipValues') return value.map((tip) => percent(Number(tip))).join(', ');
    if (value.length === 7 && value.every(isDay)) {
      return (value as Day[])
        .map((day, index) => {
          if (!day) return `${dayNames[index]} closed`;
          const pause = day.breakStart && day.breakEnd ? ` (break ${day.breakStart}–${day.breakEnd})` : '';
          return `${dayNames[index]} ${day.open}–${day.close}${pause}`;
        })
        .join(', ');
    }
    if (value.every((entry) => typeof entry === 'object' && entry !== null && 'name' in entry)) {
      return value.map((entry) => String((entry as { name: unknown }).name)).join(', ') || '(none)';
    }
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.title === 'string' && typeof record.body === 'string') {
      return record.body ? `${record.title}: ${record.body}` : record.title;
    }
    if (typeof record.amount === 'number' && typeof record.interval === 'number') {
      return `${money(record.amount)} per ${money(record.interval)}`;
    }
    if (typeof record.role === 'string') {
      const where = Array.isArray(record.locationIds) ? record.locationIds.join(', ') : 'every location';
      return `${record.role} at ${where}`;
    }
  }
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** The audit log: who changed what and when, newest first, by area, page by page. */
export function ActivityScreen() {
  const { restaurantId, restaurant } = useManaged();
  const [area, setArea] = useState<Area | ''>('');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [before, setBefore] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (cursor: string | null) => {
      setLoading(true);
      try {
        const page = await call('listAuditLog', {
          params: { restaurantId },
          query: { limit: 30, ...(area && { area }), ...(cursor && { before: cursor }) },
        });
        setEntries((current) => (cursor && current ? [...current, ...page.entries] : page.entries));
        setBefore(page.before);
        setError(null);
      } catch (caught) {
        setError(messageOf(caught));
      } finally {
        setLoading(false);
      }
    },
    [restaurantId, area],
  );

  useEffect(() => {
    setEntries(null);
    void load(null);
  }, [load]);

  return (
    <ManagePage
      title="Activity"
      lead="Every change saved in the back office: who made it, when, and what it changed; and what the platform did by itself (orders nobody confirmed)."
      actions={
        <div className="activity__filter">
          <SelectField label="Area" value={area} options={areaOptions} onChange={setArea} />
        </div>
      }
    >
      <ErrorBanner message={error} />
      {entries === null && !error && <p className="mnote">Loading the activity…</p>}
      {entries?.length === 0 && (
        <p className="mbanner">No changes yet{area ? ` in ${areaLabels[area].toLowerCase()}` : ''}.</p>
      )}
      {entries && entries.length > 0 && (
        <ol className="mlist activity" aria-label="Changes, newest first">
          {entries.map((entry) => {
            const changes = Object.entries(entry.changes);
            return (
              <li key={entry.id} className="mrow activity__entry">
                <div className="mrow__main">
                  <p className="mrow__title">{entry.summary}</p>
                  <p className="mrow__meta">
                    <span className="mtag">{areaLabels[entry.area]}</span>{' '}
                    {entry.bySystem
                      ? 'Automatic'
                      : entry.user
                        ? entry.user.name || entry.user.email
                        : 'A deleted account'}{' '}
                    · <time dateTime={entry.at}>{formatDateTime(entry.at, restaurant.timeZone)}</time>
                  </p>
                  {changes.length > 0 && (
                    <details className="activity__changes">
                      <summary>
                        {changes.length === 1 ? '1 field changed' : `${changes.length} fields changed`}
                      </summary>
                      <dl>
                        {changes.map(([key, change]) => (
                          <div key={key} className="activity__change">
                            <dt>{settingLabel(key)}</dt>
                            <dd>
                              <span className="activity__from">{shortValue(change.from, key)}</span>
                              <span aria-hidden="true"> → </span>
                              <span className="visually-hidden"> changed to </span>
                              <span className="activity__to">{shortValue(change.to, key)}</span>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {before && (
        <button type="button" className="btn" disabled={loading} onClick={() => void load(before)}>
          {loading ? 'Loading…' : 'Show older changes'}
        </button>
      )}
    </ManagePage>
  );
}
