import { displayStatus, formatMoney, hasRefunds, messages, paidAfterRefunds } from '@orderly/domain';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ChevronRightIcon, ReceiptIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useServerNow } from '../../../lib/client.ts';
import { useAuthToken } from '../../auth/auth-token.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { useRestaurant } from '../../restaurant/components/restaurant-provider.tsx';
import { formatDate } from '../format.ts';
import { useOrders } from '../use-orders.ts';
import styles from './order-history-list.module.css';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TrackedOrders } from './tracked-orders.tsx';

/**
 * The signed-in user's orders at this restaurant, newest first: number, coloured status, date and
 * total; each row opens the order's details. Also placed beside the user hub on desktop.
 */
export function OrderHistoryList() {
  const { restaurant, settings } = useRestaurant();
  const token = useAuthToken();
  const { user } = useCurrentUser();
  // Live: a confirmed, cancelled or refunded order changes its row without a reload.
  const state = useOrders(restaurant.id, token, user?.id);
  const now = useServerNow(60_000);

  if (!token) {
    return (
      <div className={styles.empty} data-testid="order-history-logged-out">
        <ReceiptIcon width={40} height={40} />
        <p>{messages.loginToViewOrders}</p>
        <Link to="/auth/order_history" className={buttonClass('primary')}>
          LOGIN
        </Link>
        <TrackedOrders restaurantId={restaurant.id} />
      </div>
    );
  }
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading orders" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.empty} role="alert">
        <p>{state.message}</p>
        <Button variant="secondary" onClick={state.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.orders.length === 0) {
    return (
      <div className={styles.empty} data-testid="order-history-empty">
        <ReceiptIcon width={40} height={40} />
        <p>{messages.noOrdersYet}</p>
        <Link to="/menu" className={buttonClass('primary')}>
          BROWSE MENU
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.list} data-testid="order-history">
      {state.orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/order_details?orderId=${encodeURIComponent(order.id)}`}
            className={styles.row}
            data-testid="order-row"
          >
            <span className={styles.main}>
              <span className={styles.number}>Order #{order.orderNumber}</span>
              <span className={styles.meta}>
                {formatDate(order.createdAt, settings.timeZone)} · {order.orderType}
              </span>
            </span>
            <span className={styles.side}>
              {hasRefunds(order) ? (
                <span className={styles.total} data-testid="order-row-total">
                  <span className="visually-hidden">Paid after refunds: </span>
                  {formatMoney(paidAfterRefunds(order))}
                  <span className={styles.refunded}>Refunded {formatMoney(order.totalRefundAmount)}</span>
                </span>
              ) : (
                <span className={styles.total} data-testid="order-row-total">
                  {formatMoney(order.total)}
                </span>
              )}
              <OrderStatusBadge status={displayStatus(order, now)} />
            </span>
            <ChevronRightIcon className={styles.chevron} width={20} height={20} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
