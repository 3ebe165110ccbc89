import { topics } from '@orderly/client';
import { type ReceiptAmountKind, receiptAmounts, refundableLeft } from '@orderly/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { StaffOrder } from '../../lib/api-types.ts';
import { useLive } from '../../lib/client.tsx';
import { returnFocusToOpener } from '../../lib/focus-return.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DelayControl } from './delay-control.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderNotices } from './order-notices.tsx';
import { CancelNote, RefundRows } from './order-refunds.tsx';
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
import { OrderTickets } from './order-tickets.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** The total and what was finally paid after refunds stand out. */
const grand = new Set<ReceiptAmountKind>(['total', 'paid']);

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
        <Dialog.Content className="dialog dialog--wide" onCloseAutoFocus={returnFocusToOpener}>
          {order && (
            <OrderDetailBody
              order={order}
              now={now}
              timeZone={timeZone}
              onCancel={onCancel}
              onPrint={onPrint}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The dialog's content, following the order's own live topic: the queue carries every order but
 * not its refund rows, so the open order is watched for them (a refund shows the moment it is made).
 */
function OrderDetailBody({
  order: queued,
  now,
  timeZone,
  onCancel,
  onPrint,
}: {
  order: StaffOrder;
  now: Date;
  timeZone: string;
  onCancel: (order: StaffOrder) => void;
  onPrint: (order: StaffOrder) => void;
}) {
  const live = useLive(topics.order(queued.id));
  const [refunding, setRefunding] = useState(false);
  const fromTopic = live.data?.order;
  const order: StaffOrder =
    fromTopic && fromTopic.id === queued.id
      ? // The order's topic is the customer's view: what only the queue knows stays as queued.
        { ...queued, ...fromTopic, acknowledgedAt: queued.acknowledgedAt }
      : queued;
  return (
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
        <CancelNote order={order} />
        <ReadyBy order={order} now={now} timeZone={timeZone} />
        <DelayControl order={order} />
        <OrderLines order={order} />
        <OrderNotes notes={order.notes} />
        <CustomerInfo order={order} />
        <PaymentLine order={order} />
        <dl className="totals">
          {receiptAmounts(order).map((line) => (
            <div key={line.key} className={grand.has(line.kind) ? 'totals__grand' : undefined}>
              <dt>{line.label}</dt>
              <dd data-testid={`detail-${line.key}`}>{line.value}</dd>
            </div>
          ))}
        </dl>
        {order.pointsEarned > 0 && (
          <p className="muted">
            {order.status === 'Cancelled'
              ? `The ${order.pointsEarned} points this order earned were taken back.`
              : `Customer earned ${order.pointsEarned} points.`}
          </p>
        )}
        <RefundRows refunds={order.refunds} timeZone={timeZone} />
        <OrderNotices
          orderId={order.id}
          version={`${order.status}:${order.refunds.length}:${order.completedAt}`}
          timeZone={timeZone}
        />
        <OrderTickets
          orderId={order.id}
          version={`${order.status}:${order.completedAt}`}
          timeZone={timeZone}
        />
        <Review review={order.review} />
        <OrderActions
          order={order}
          onCancel={() => onCancel(order)}
          onPrint={() => onPrint(order)}
          onRefund={refundableLeft(order) > 0 ? () => setRefunding(true) : undefined}
        />
      </div>
      <RefundDialog order={refunding ? order : null} onClose={() => setRefunding(false)} />
    </>
  );
}
