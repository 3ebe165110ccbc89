import { statusColour } from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';
import { OrderActions } from './order-actions.tsx';
import {
  Age,
  CustomerInfo,
  OrderLines,
  OrderNotes,
  PaymentLine,
  ReadyBy,
  Review,
  StatusChip,
  TypeBadge,
} from './order-summary.tsx';
import { isAlerting } from './queue-rules.ts';

export interface OrderHandlers {
  onCancel: (order: StaffOrder) => void;
  onPrint: (order: StaffOrder) => void;
  onDetails: (order: StaffOrder) => void;
}

/** One order as the kitchen needs it at a glance; a new one flashes until acknowledged. */
export function OrderCard({
  order,
  now,
  timeZone,
  handlers,
}: {
  order: StaffOrder;
  now: Date;
  timeZone: string;
  handlers: OrderHandlers;
}) {
  const alerting = isAlerting(order);
  return (
    <article
      className={`order-card order-card--${statusColour(order.status)}${alerting ? ' order-card--alert' : ''}`}
      aria-labelledby={`order-${order.id}-title`}
      data-testid="order-card"
      data-order-number={order.orderNumber}
      data-alerting={alerting}
    >
      <header className="order-card__head">
        <h3 className="order-card__number" id={`order-${order.id}-title`}>
          <span className="visually-hidden">Order </span>#{order.orderNumber}
        </h3>
        <div className="order-card__meta">
          <TypeBadge order={order} />
          <Age createdAt={order.createdAt} now={now} />
        </div>
        <StatusChip status={order.status} />
      </header>
      {alerting && (
        <p className="order-card__alert" role="status">
          New order — confirm or silence the alert
        </p>
      )}
      <ReadyBy order={order} now={now} timeZone={timeZone} />
      <OrderLines order={order} />
      <OrderNotes notes={order.notes} />
      <CustomerInfo order={order} />
      <PaymentLine order={order} />
      {order.cancelReason && <p className="cancel-reason">Cancelled: {order.cancelReason}</p>}
      <Review review={order.review} />
      <OrderActions
        order={order}
        onCancel={() => handlers.onCancel(order)}
        onPrint={() => handlers.onPrint(order)}
        onDetails={() => handlers.onDetails(order)}
      />
    </article>
  );
}

/** A finished order in one line: number, type, status, total. */
export function FinishedRow({
  order,
  now,
  onDetails,
}: {
  order: StaffOrder;
  now: Date;
  onDetails: (order: StaffOrder) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="finished-row"
        onClick={() => onDetails(order)}
        data-testid="finished-order"
      >
        <strong className="finished-row__number">#{order.orderNumber}</strong>
        <span className="finished-row__type">
          {order.orderType}
          {order.tableNumber ? ` · T${order.tableNumber}` : ''}
        </span>
        <Age createdAt={order.createdAt} now={now} />
        <StatusChip status={order.status} />
      </button>
    </li>
  );
}
