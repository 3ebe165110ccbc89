import {
  displayStatus,
  formatMoney,
  formatPhone,
  formatPrice,
  paymentLabel,
  pickupNotice,
  rememberZoneOffsets,
} from '@orderly/domain';
import { useEffect, useState } from 'react';
import { PushOptIn } from '../../../features/notifications/components/push-opt-in.tsx';
import {
  getOrderTracking,
  type OrderTracking,
  trackingTopic,
} from '../../../features/orders/api/order-tracking.ts';
import { CancellationNotice, RefundList } from '../../../features/orders/components/order-refunds.tsx';
import { StatusProgress } from '../../../features/orders/components/status-progress.tsx';
import { formatDateTime, formatTime } from '../../../features/orders/format.ts';
import { ApiError, serverNow, syncServerTime, useLive } from '../../../lib/client.ts';
import { StatusPage } from '../../layout/status-page.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './order-tracking-route.module.css';

/** The token of the link (`/track#<token>`): the fragment never reaches a server. */
const tokenOfLink = () => window.location.hash.replace(/^#/, '');

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; tracking: OrderTracking }
  | { status: 'error'; message: string };

/**
 * /track#<token>: an order followed by its tracking link, without an account (a guest's order, on
 * any device). Read-only; the status follows the kitchen live through the `tracking:{token}` topic.
 */
export default function OrderTrackingRoute() {
  const [token] = useState(tokenOfLink);
  const [fetched, setFetched] = useState<Loaded>({ status: 'loading' });
  const live = useLive(token ? trackingTopic(token) : null);

  useEffect(() => {
    const controller = new AbortController();
    getOrderTracking(token, controller.signal).then(
      (tracking) => setFetched({ status: 'ready', tracking }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({
          status: 'error',
          message:
            error instanceof ApiError && error.status !== 0
              ? error.message
              : 'Sorry, the connection was lost. Please try again.',
        });
      },
    );
    return () => controller.abort();
  }, [token]);

  const tracking = live.data ?? (fetched.status === 'ready' ? fetched.tracking : null);
  useEffect(() => {
    if (!tracking) return;
    rememberZoneOffsets(tracking.zoneOffsets);
    syncServerTime(tracking.serverTime);
  }, [tracking]);
  useDocumentTitle(
    tracking ? `Order #${tracking.order.orderNumber} · ${tracking.place.restaurantName}` : 'Your order',
  );

  if (!tracking) {
    if (fetched.status === 'error') return <StatusPage title="Order not found" body={fetched.message} />;
    return (
      <main className={styles.page} id="main" aria-busy="true">
        <p className={styles.loading}>Loading your order…</p>
      </main>
    );
  }

  const { order, place } = tracking;
  const status = displayStatus(order, serverNow());
  const cancelled = status === 'Cancelled';
  const timeLabel =
    order.orderType === 'Delivery'
      ? 'Delivery Time'
      : order.orderType === 'Pickup'
        ? 'Pickup Time'
        : 'Ready at';

  return (
    <main className={styles.page} id="main">
      <section className={styles.card} aria-labelledby="tracking-title" data-testid="order-tracking">
        <p className={styles.place}>
          {place.restaurantName}
          {place.locationName && ` · ${place.locationName}`}
        </p>
        <h1 id="tracking-title" className={styles.title}>
          Order #{order.orderNumber}
        </h1>
        <p className={styles.placed}>Placed {formatDateTime(order.createdAt, place.timeZone)}</p>
        {cancelled && <CancellationNotice reason={order.cancelReason} />}

        <div className={styles.progress} aria-live="polite">
          <p className={styles.status}>
            Status: <strong data-testid="tracking-status">{status}</strong>
          </p>
          <StatusProgress
            status={status}
            notice={pickupNotice({ orderType: order.orderType, status }, place.address)}
          />
        </div>

        {status !== 'Done' && !cancelled && (
          <PushOptIn
            order={{
              order: { kind: 'tracking', token },
              restaurantId: order.restaurantId,
              orderNumber: order.orderNumber,
            }}
          />
        )}

        <dl className={styles.facts}>
          <div>
            <dt>Order Type</dt>
            <dd>{order.orderType}</dd>
          </div>
          {order.orderType === 'Dine-in' && (
            <div>
              <dt>Table Number</dt>
              <dd data-testid="tracking-table">{order.tableNumber ?? '–'}</dd>
            </div>
          )}
          <div>
            <dt>{timeLabel}</dt>
            <dd>{formatTime(order.completedAt, place.timeZone)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentLabel(order.paymentMethod, order.status)}</dd>
          </div>
        </dl>

        <section className={styles.items} aria-labelledby="tracking-items">
          <h2 id="tracking-items" className={styles.heading}>
            Items
          </h2>
          <ul className={styles.lines}>
            {order.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order
              <li key={index} className={styles.line}>
                <span>
                  <span className={styles.count}>{line.count}×</span> {line.name}
                  {line.choices.length > 0 && (
                    <span className={styles.choices}>
                      {line.choices.map((choice) => choice.name).join(', ')}
                    </span>
                  )}
                </span>
                <span>{formatPrice(line.totalPrice)}</span>
              </li>
            ))}
          </ul>
          {order.notes && <p className={styles.notes}>Special requests: {order.notes}</p>}
          <dl className={styles.amounts}>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatMoney(order.subTotal)}</dd>
            </div>
            <div>
              <dt>Tax</dt>
              <dd>{formatMoney(order.taxAmount)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total</dt>
              <dd data-testid="tracking-total">{formatMoney(order.total)}</dd>
            </div>
            {order.totalRefundAmount > 0 && (
              <div>
                <dt>Refunded</dt>
                <dd>{formatMoney(-order.totalRefundAmount)}</dd>
              </div>
            )}
          </dl>
        </section>

        <RefundList refunds={order.refunds} timeZone={place.timeZone} />

        <address className={styles.address}>
          {place.address}
          {place.phoneNumber && (
            <>
              {' · '}
              <a href={`tel:${place.phoneNumber}`}>{formatPhone(place.phoneNumber)}</a>
            </>
          )}
        </address>
      </section>
    </main>
  );
}
