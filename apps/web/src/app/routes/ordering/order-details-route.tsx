import { displayStatus, formatMoney, type OrderLine } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { type AmountRow, AmountRows } from '../../../components/ui/amount-rows.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RequireLogin } from '../../../features/auth/require-login.tsx';
import { type CustomerOrder, getOrder } from '../../../features/orders/api/orders.ts';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge.tsx';
import { formatDateTime } from '../../../features/orders/format.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useServerNow } from '../../../lib/server-clock.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import page from '../page.module.css';
import styles from './order-details-route.module.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; order: CustomerOrder }
  | { status: 'error'; message: string };

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
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useDocumentTitle(`Order Details · ${settings.name}`);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getOrder(orderId, controller.signal).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof ApiError ? error.message : 'Sorry, we could not find that order.',
        });
      },
    );
    return () => controller.abort();
  }, [orderId]);

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
  const rows: AmountRow[] = [{ label: 'Subtotal', value: formatMoney(order.subTotal) }];
  const discount = (label: string, amount: number) => {
    if (amount > 0) rows.push({ label, value: formatMoney(-amount), emphasis: 'discount' });
  };
  discount('Rewards', order.rewardsDiscount);
  discount('First order discount', order.firstOrderDiscountAmount);
  discount('Pickup discount', order.pickupDiscountAmount);
  discount(`Promo code${order.promoCode ? ` (${order.promoCode})` : ''}`, order.promoDiscountAmount);
  if (order.orderType === 'Delivery')
    rows.push({ label: 'Delivery fee', value: formatMoney(order.deliveryFee) });
  rows.push({ label: 'Tax', value: formatMoney(order.taxAmount) });
  if (order.bagFeeAmount > 0) rows.push({ label: 'Bag fee', value: formatMoney(order.bagFeeAmount) });
  if (order.depositAmount > 0) rows.push({ label: 'Deposit', value: formatMoney(order.depositAmount) });
  for (const charge of order.addedCharges)
    rows.push({ label: charge.name, value: formatMoney(charge.price) });
  if (order.tipAmount > 0) rows.push({ label: 'Tip', value: formatMoney(order.tipAmount) });
  rows.push({ label: 'Total', value: formatMoney(order.total), emphasis: 'total', testId: 'details-total' });
  for (const refund of order.refunds)
    rows.push({
      label: `Refund: ${refund.description}`,
      value: formatMoney(-refund.amount),
      emphasis: 'discount',
    });

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
            <OrderStatusBadge status={displayStatus(order, now)} />
          </div>
          <div className={styles.tags}>
            <span className={styles.tag} data-testid="details-type">
              {order.orderType}
              {order.tableNumber ? ` · Table ${order.tableNumber}` : ''}
            </span>
            <span className={styles.tag} data-testid="details-payment">
              {order.paymentMethod === 'online' ? 'Paid Online' : 'Paid In-Person'}
            </span>
          </div>
          {order.deliveryAddress && <p className={styles.muted}>Delivered to {order.deliveryAddress}</p>}
        </section>

        <section className={styles.card} aria-labelledby="details-items">
          <h2 id="details-items" className={styles.heading}>
            Items
          </h2>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={lineId(line)} className={styles.line} data-testid="details-line">
                <span className={styles.count}>{line.count}×</span>
                <span className={styles.text}>
                  <span className={styles.name}>{line.name}</span>
                  {line.choices.length > 0 && (
                    <span className={styles.choices}>
                      {line.choices.map((choice) => choice.name).join(', ')}
                    </span>
                  )}
                </span>
                <span className={styles.price}>{formatMoney(line.totalPrice)}</span>
              </li>
            ))}
            {order.rewards.map((reward) => (
              <li key={reward.rewardId} className={styles.line} data-testid="details-reward">
                <span className={styles.count}>{reward.count}×</span>
                <span className={styles.text}>
                  <span className={styles.name}>
                    <GiftIcon width={16} height={16} className={styles.gift} /> {reward.name}
                  </span>
                </span>
                <span className={styles.price}>
                  {reward.productId ? 'FREE' : formatMoney(-reward.totalDiscountSubtotal)}
                </span>
              </li>
            ))}
          </ul>
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
          <AmountRows rows={rows} label="Totals" />
        </section>
      </div>
    </div>
  );
}

/** Lines of the same product differ by their choices. */
function lineId(line: OrderLine): string {
  return [line.productId, ...line.choices.map((choice) => `${choice.modifierId}/${choice.id}`)].join('|');
}
