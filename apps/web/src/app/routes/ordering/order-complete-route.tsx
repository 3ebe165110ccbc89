import {
  displayStatus,
  formatMoney,
  kioskServiceSentence,
  paymentLabel,
  pickupNotice,
} from '@orderly/domain';
import { Link, Redirect } from 'wouter';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CheckIcon, TimesIcon } from '../../../components/ui/icons.tsx';
import { startOver } from '../../../features/kiosk/kiosk-reset.ts';
import { PushOptIn } from '../../../features/notifications/components/push-opt-in.tsx';
import { trackingTopic } from '../../../features/orders/api/order-tracking.ts';
import { orderTopic } from '../../../features/orders/api/orders.ts';
import { CancellationNotice, RefundList } from '../../../features/orders/components/order-refunds.tsx';
import { StatusProgress } from '../../../features/orders/components/status-progress.tsx';
import { formatTime } from '../../../features/orders/format.ts';
import { isOrderCompleteState } from '../../../features/orders/order-complete-state.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { tableTabLink } from '../../../features/table-tab/visit-token.ts';
import { useArrivalFocus } from '../../../lib/arrival-focus.ts';
import { serverNow, useLive } from '../../../lib/client.ts';
import { useAppLocation } from '../../../lib/location.tsx';
import { useSession } from '../../../lib/session.ts';
import { trackingLinkOf, trackingPath } from '../../../lib/tracking-links.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import styles from './order-complete-route.module.css';

/** /order_complete: the order went through; its status follows the kitchen live. */
export default function OrderCompleteRoute() {
  const { settings } = useRestaurant();
  const location = useAppLocation();
  const { kiosk } = useOrdering();
  const session = useSession();
  const given = isOrderCompleteState(location.state) ? location.state : null;
  // At a kiosk only this customer's order shows: an earlier one's page, reached by going back in
  // the browser's history, belongs to another visit (decision 0092).
  const state = kiosk && (!given?.kiosk || given.kiosk.visit !== session.kioskVisit) ? null : given;
  // A guest's order is followed through its tracking link (kept on this device when it was placed).
  const tracking = state ? trackingLinkOf(state.orderId) : null;
  const live = useLive(state ? (tracking ? trackingTopic(tracking.token) : orderTopic(state.orderId)) : null);
  useDocumentTitle(`Thank you! · ${settings.name}`);
  const heading = useArrivalFocus<HTMLHeadingElement>();

  if (!state) return <Redirect to={kiosk ? '/order_type' : '/menu'} replace />;

  const order = live.data?.order;
  const status = order ? displayStatus(order, serverNow()) : 'New';
  const paid = state.paymentMethod === 'online' && state.total > 0;
  // Staff may cancel while the customer watches: no tick, no 'Payment Successful!', no points.
  const cancelled = status === 'Cancelled';

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="order-complete-title" data-testid="order-complete">
        {cancelled ? (
          <span className={`${styles.tick} ${styles.cancelledTick}`} aria-hidden="true">
            <TimesIcon width={40} height={40} />
          </span>
        ) : settings.images.orderComplete ? (
          <img src={settings.images.orderComplete} alt="" width={240} height={180} className={styles.image} />
        ) : (
          <span className={styles.tick} aria-hidden="true">
            <CheckIcon width={40} height={40} />
          </span>
        )}
        <h1 id="order-complete-title" className={styles.title} ref={heading} tabIndex={-1}>
          {cancelled ? 'Order cancelled' : 'Thank you!'}
        </h1>
        <p
          className={`${styles.subtitle} ${cancelled ? styles.subtitleCancelled : ''}`}
          data-testid="order-complete-result"
        >
          {cancelled
            ? `Sorry, ${settings.name} cancelled your order.`
            : paid
              ? 'Payment Successful!'
              : 'Order Successful!'}
        </p>
        {cancelled && <CancellationNotice reason={order?.cancelReason} titled={false} />}

        <dl className={styles.facts}>
          <div>
            <dt>Order Number</dt>
            <dd data-testid="order-number">#{state.orderNumber}</dd>
          </div>
          {state.kiosk ? (
            <div>
              <dt>
                {state.kiosk.stand !== null
                  ? 'Table Stand'
                  : state.orderType === 'Dine-in'
                    ? 'Dine-in'
                    : 'Takeout'}
              </dt>
              <dd data-testid="kiosk-place">{state.kiosk.stand ?? 'At the counter'}</dd>
            </div>
          ) : state.orderType === 'Dine-in' ? (
            <div>
              <dt>Table Number</dt>
              <dd data-testid="table-number">{state.tableNumber ?? '–'}</dd>
            </div>
          ) : (
            <div>
              <dt>{state.orderType} Time</dt>
              <dd data-testid="completion-time">
                {/* The promise as it is now: staff may have moved it later (running late, 0089). */}
                {formatTime(order?.completedAt ?? state.completedAt, settings.timeZone)}
              </dd>
            </div>
          )}
          <div>
            <dt>Total</dt>
            <dd>{formatMoney(state.total)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd className={styles.oneLine} data-testid="order-complete-payment">
              {paymentLabel(state.paymentMethod)}
            </dd>
          </div>
          {order && order.totalRefundAmount > 0 && (
            <div>
              <dt>Refunded</dt>
              <dd data-testid="refunded-amount">{formatMoney(-order.totalRefundAmount)}</dd>
            </div>
          )}
          {state.pointsEarned > 0 && !cancelled && (
            <div>
              <dt>Points Earned</dt>
              <dd data-testid="points-earned">+{state.pointsEarned}</dd>
            </div>
          )}
        </dl>

        {state.kiosk && (
          <p className={styles.kioskService} data-testid="kiosk-service">
            {kioskServiceSentence({ orderType: state.orderType, stand: state.kiosk.stand })}
          </p>
        )}

        <div className={styles.progress} aria-live="polite">
          <p className={styles.status}>
            Status: <strong data-testid="order-complete-status">{status}</strong>
          </p>
          <StatusProgress
            status={status}
            notice={pickupNotice({ orderType: state.orderType, status }, settings.address)}
          />
        </div>

        {order && <RefundList refunds={order.refunds} timeZone={settings.timeZone} />}

        {/* Never at a kiosk: the notifications would go to the shared screen, not the diner. */}
        {order && status !== 'Done' && !cancelled && !kiosk && (
          <PushOptIn
            order={{
              order: tracking
                ? { kind: 'tracking', token: tracking.token }
                : { kind: 'owner', orderId: state.orderId },
              restaurantId: order.restaurantId,
              orderNumber: state.orderNumber,
            }}
          />
        )}

        {state.visitRound && session.restaurantId && session.locationId && session.tableId && !kiosk && (
          <div className={styles.tracking} data-testid="order-complete-round">
            <p>
              This is round {state.visitRound} of table {state.tableNumber ?? session.tableId}'s tab. Everyone
              at the table sees it there.
            </p>
            <Link
              to={tableTabLink(session.restaurantId, session.locationId, session.tableId)}
              className={buttonClass('secondary', true)}
            >
              VIEW TABLE TAB
            </Link>
          </div>
        )}

        {tracking && !kiosk && (
          <div className={styles.tracking} data-testid="tracking-link">
            <p>
              Follow this order with its tracking link. It stays on this device under Orders, no account
              needed.
            </p>
            <a href={trackingPath(tracking.token)} className={buttonClass('secondary', true)}>
              TRACK ORDER
            </a>
          </div>
        )}

        {kiosk ? (
          // The kiosk starts over for the next customer and forgets this one (decision 0092).
          <button
            type="button"
            className={buttonClass('primary', true)}
            data-testid="finish"
            onClick={startOver}
          >
            FINISH
          </button>
        ) : (
          <Link to="/menu" className={buttonClass('primary', true)} data-testid="finish">
            FINISH
          </Link>
        )}
      </section>
    </div>
  );
}
