import { formatMoney, orderPlaceLabel } from '@orderly/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useWorkspace } from '../../app/workspace-context.ts';
import type { StaffOrder } from '../../lib/api-types.ts';
import { call, serverNow } from '../../lib/client.tsx';
import { formatTime, startOfDayIn } from '../../lib/format.ts';
import { Review, StatusChip } from '../queue/order-summary.tsx';
import './today.css';

/** Today's takings (cancelled orders excluded), the customers' reviews and a search by number. */
export function TodayScreen() {
  const { restaurantId, locationId, settings, queue, handlers } = useWorkspace();
  const [orders, setOrders] = useState<StaffOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timeZone = settings.timeZone;
  // Refreshed whenever the live queue changes: a new or finished order changes the totals.
  const version = queue?.serverTime;

  useEffect(() => {
    void version;
    let cancelled = false;
    const from = startOfDayIn(timeZone, serverNow()).toISOString();
    call('searchStaffOrders', { query: { restaurantId, locationId, from } })
      .then((data) => !cancelled && setOrders(data.orders))
      .catch((caught: Error) => !cancelled && setError(caught.message));
    return () => {
      cancelled = true;
    };
  }, [restaurantId, locationId, timeZone, version]);

  const counted = (orders ?? []).filter((order) => order.status !== 'Cancelled');
  const revenue = counted.reduce((sum, order) => sum + order.total - order.totalRefundAmount, 0);
  const average = counted.length > 0 ? Math.round(revenue / counted.length) : 0;
  const cancelled = (orders ?? []).length - counted.length;
  const reviews = (orders ?? []).filter((order) => order.review);

  return (
    <div className="today">
      <OrderSearch onOpen={handlers.onDetails} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <section aria-labelledby="today-title" className="today__stats">
        <h2 id="today-title" className="visually-hidden">
          Today's totals
        </h2>
        <Stat label="Orders today" value={orders ? String(counted.length) : '…'} testId="stat-count" />
        <Stat label="Revenue" value={orders ? formatMoney(revenue) : '…'} testId="stat-revenue" />
        <Stat label="Average order" value={orders ? formatMoney(average) : '…'} testId="stat-average" />
        <Stat label="Cancelled" value={orders ? String(cancelled) : '…'} testId="stat-cancelled" />
      </section>
      <div className="today__columns">
        <section aria-labelledby="today-orders" className="today__panel">
          <h2 id="today-orders" className="today__title">
            Today's orders
          </h2>
          {orders && orders.length === 0 && <p className="muted">No orders yet today.</p>}
          <ul className="today__list">
            {(orders ?? []).map((order) => (
              <li key={order.id}>
                <button type="button" className="today-row" onClick={() => handlers.onDetails(order)}>
                  <strong>#{order.orderNumber}</strong>
                  <span>{formatTime(order.createdAt, timeZone)}</span>
                  <span className="today-row__type">
                    {order.orderType}
                    {order.kiosk
                      ? ` · ${orderPlaceLabel(order)}`
                      : order.tableNumber
                        ? ` · T${order.tableNumber}`
                        : ''}
                  </span>
                  <StatusChip status={order.status} />
                  <span className="today-row__total">{formatMoney(order.total)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="today-reviews" className="today__panel">
          <h2 id="today-reviews" className="today__title">
            Reviews
          </h2>
          {reviews.length === 0 && <p className="muted">No reviews today.</p>}
          <ul className="today__list">
            {reviews.map((order) => (
              <li key={order.id} className="today-review">
                <button type="button" className="btn btn--ghost" onClick={() => handlers.onDetails(order)}>
                  #{order.orderNumber} · {order.customerName || 'Guest'}
                </button>
                <Review review={order.review} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="stat" data-testid={testId}>
      <p className="stat__label">{label}</p>
      <p className="stat__value">{value}</p>
    </div>
  );
}

function OrderSearch({ onOpen }: { onOpen: (order: StaffOrder) => void }) {
  const { restaurantId, locationId, settings } = useWorkspace();
  const [number, setNumber] = useState('');
  const [result, setResult] = useState<StaffOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(number.replace(/\D/g, ''));
    if (!value) return setError('Enter an order number.');
    setError(null);
    try {
      const data = await call('searchStaffOrders', { query: { restaurantId, locationId, number: value } });
      setResult(data.orders);
      if (data.orders.length === 1 && data.orders[0]) onOpen(data.orders[0]);
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  return (
    <section className="today__search" aria-labelledby="search-title">
      <h2 id="search-title" className="today__title">
        Find an order
      </h2>
      <form className="search-form" onSubmit={search} noValidate>
        <label htmlFor="order-number" className="visually-hidden">
          Order number
        </label>
        <input
          id="order-number"
          className="input"
          inputMode="numeric"
          placeholder="Order number, e.g. 1024"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--big">
          Search
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {result && result.length === 0 && (
        <p className="muted" role="status">
          No order with that number.
        </p>
      )}
      {result && result.length > 1 && (
        <ul className="today__list">
          {result.map((order) => (
            <li key={order.id}>
              <button type="button" className="today-row" onClick={() => onOpen(order)}>
                <strong>#{order.orderNumber}</strong>
                <span>{formatTime(order.createdAt, settings.timeZone)}</span>
                <span className="today-row__type">{order.orderType}</span>
                <StatusChip status={order.status} />
                <span className="today-row__total">{formatMoney(order.total)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
