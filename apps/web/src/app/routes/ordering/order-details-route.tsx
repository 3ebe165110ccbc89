import { displayStatus, paymentLabel, receiptLines } from '@orderly/domain';
import { Link, Redirect, useSearchParams } from 'wouter';
import { AmountRows } from '../../../components/ui/amount-rows.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReceiptItems } from '../../../components/ui/receipt-items.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RequireLogin } from '../../../features/auth/require-login.tsx';
import { CancellationNotice, RefundList } from '../../../features/orders/components/order-refunds.tsx';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge.tsx';
import { formatDateTime } from '../../../features/orders/format.ts';
import { useLiveOrder } from '../../../features/orders/use-live-order.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../../lib/client.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import page from '../page.module.css';
import styles from './order-details-route.module.css';

/** /order_details?orderId=…: one past order in full. */
export default function OrderDetailsRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (!orderId) return <Redirect to="/order_history" replace />;
  return (
    <RequireLogin>
      <OrderDetails orderId={orderId} />
    </RequireLogin>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const { settings } = useRestaurant();
  const now = useServerNow(60_000);
  // Follows the order live: a status change, a cancellation or a refund shows without a reload.
  const state = useLiveOrder(orderId);
  useDocumentTitle(`Order Details · ${settings.name}`);

  if (state.status !== 'ready') {
    return (
      <div className={page.page}>
        <PageHeader title="Order Details" fallback="/order_history" />
        <div className={`${page.content} ${page.narrow}`}>
          {state.status === 'loading' ? (
            <div className={styles.center}>
              <Spinner label="Loading order" />
            </div>
          ) : (
            <div className={styles.card} role="alert">
              <p>{state.message}</p>
              <Link to="/order_history" className={buttonClass('primary')}>
                BACK TO ORDERS
              </Link>
            </div>
          )}
        </div>
      </div>
    );
  }

  const { order } = state;
  const receipt = receiptLines(order);
  const cancelled = order.status === 'Cancelled';

  return (
    <div className={page.page}>
      <PageHeader title={`Order #${order.orderNumber}`} fallback="/order_history" />
      <div className={`${page.content} ${page.narrow}`} data-testid="order-details">
        <section className={styles.card} aria-label="Order">
          <div className={styles.head}>
            <div>
              <p className={styles.number}>Order #{order.orderNumber}</p>
              <p className={styles.muted}>{formatDateTime(order.createdAt, settings.timeZone)}</p>
            </div>
            <span aria-live="polite">
              <OrderStatusBadge status={displayStatus(order, now)} />
            </span>
          </div>
          <div className={styles.tags}>
            <span className={styles.tag} data-testid="details-type">
              {order.orderType}
              {order.tableNumber ? ` · Table ${order.tableNumber}` : ''}
            </span>
            <span className={styles.tag} data-testid="details-payment">
              {paymentLabel(order.paymentMethod, order.status)}
            </span>
          </div>
          {order.deliveryAddress && <p className={styles.muted}>Delivered to {order.deliveryAddress}</p>}
          {cancelled && <CancellationNotice reason={order.cancelReason} />}
        </section>

        <section className={styles.card} aria-labelledby="details-items">
          <h2 id="details-items" className={styles.heading}>
            Items
          </h2>
          <ReceiptItems items={receipt.items} testId="details-line" rewardTestId="details-reward" />
          {order.notes && (
            <p className={styles.notes}>
              <strong>Special Requests:</strong> {order.notes}
            </p>
          )}
        </section>

        <section className={styles.card} aria-labelledby="details-totals">
          <h2 id="details-totals" className={styles.heading}>
            Totals
          </h2>
          <AmountRows amounts={receipt.amounts} label="Totals" testIdPrefix="details-" />
        </section>

        <RefundList refunds={order.refunds} timeZone={settings.timeZone} className={styles.card} />
      </div>
    </div>
  );
}
