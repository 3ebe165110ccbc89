import { formatMoney } from '@orderly/domain';
import * as Dialog from '@radix-ui/react-dialog';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { OrderActions } from './order-actions.tsx';
import {
  CustomerInfo,
  OrderLines,
  OrderNotes,
  PaymentLine,
  ReadyBy,
  Review,
  StatusChip,
  TypeBadge,
} from './order-summary.tsx';

/** Every amount of the bill, in the order the customer's receipt shows them. */
function totalsOf(order: StaffOrder): [string, number][] {
  const rows: [string, number][] = [['Subtotal', order.subTotal]];
  const discount = (label: string, amount: number) => amount > 0 && rows.push([label, -amount]);
  const charge = (label: string, amount: number) => amount > 0 && rows.push([label, amount]);
  discount('Rewards', order.rewardsDiscount);
  discount('First order discount', order.firstOrderDiscountAmount);
  discount('Pickup discount', order.pickupDiscountAmount);
  discount(order.promoCode ? `Promo ${order.promoCode}` : 'Promo code', order.promoDiscountAmount);
  for (const added of order.addedCharges) charge(added.name, added.price);
  charge('Delivery fee', order.deliveryFee);
  charge('Bag fee', order.bagFeeAmount);
  charge('Deposit', order.depositAmount);
  rows.push(['Tax', order.taxAmount]);
  charge('Tip', order.tipAmount);
  return rows;
}

/** The whole order: lines, notes, customer, payment and the totals breakdown. */
export function OrderDetailDialog({
  order,
  now,
  timeZone,
  onClose,
  onCancel,
  onPrint,
}: {
  order: StaffOrder | null;
  now: Date;
  timeZone: string;
  onClose: () => void;
  onCancel: (order: StaffOrder) => void;
  onPrint: (order: StaffOrder) => void;
}) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide">
          {order && (
            <>
              <div className="dialog__head">
                <div>
                  <Dialog.Title className="dialog__title">Order #{order.orderNumber}</Dialog.Title>
                  <Dialog.Description className="dialog__description">
                    Placed {formatDateTime(order.createdAt, timeZone)}
                  </Dialog.Description>
                </div>
                <Dialog.Close asChild>
                  <button type="button" className="btn" aria-label="Close">
                    ✕
                  </button>
                </Dialog.Close>
              </div>
              <div className="detail">
                <div className="detail__row">
                  <TypeBadge order={order} />
                  <StatusChip status={order.status} />
                </div>
                <ReadyBy order={order} now={now} timeZone={timeZone} />
                <OrderLines order={order} />
                <OrderNotes notes={order.notes} />
                <CustomerInfo order={order} />
                <PaymentLine order={order} />
                <dl className="totals">
                  {totalsOf(order).map(([label, amount]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{formatMoney(amount)}</dd>
                    </div>
                  ))}
                  <div className="totals__grand">
                    <dt>Total</dt>
                    <dd>{formatMoney(order.total)}</dd>
                  </div>
                  {order.totalRefundAmount > 0 && (
                    <div>
                      <dt>Refunded</dt>
                      <dd>{formatMoney(-order.totalRefundAmount)}</dd>
                    </div>
                  )}
                </dl>
                {order.pointsEarned > 0 && (
                  <p className="muted">Customer earned {order.pointsEarned} points.</p>
                )}
                {order.cancelReason && <p className="cancel-reason">Cancelled: {order.cancelReason}</p>}
                <Review review={order.review} />
                <OrderActions order={order} onCancel={() => onCancel(order)} onPrint={() => onPrint(order)} />
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
