import { statusColour } from '@orderly/domain';
import { useState } from 'react';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatTime } from '../../lib/format.ts';
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

/** Who the order is for at a glance: the table, or the customer's name. */
function whoFor(order: StaffOrder): string {
  if (order.orderType === 'Dine-in' && order.tableNumber) return `Table ${order.tableNumber}`;
  return order.customerName || order.orderType;
}

const itemCount = (order: StaffOrder) =>
  order.lines.reduce((sum, line) => sum + line.count, 0) +
  order.rewards.filter((reward) => reward.productId).reduce((sum, reward) => sum + reward.count, 0);

/**
 * One order, compact (number, type, table or customer, time, items, status) until tapped open to
 * the full card; a new one flashes until acknowledged.
 */
export function OrderCard({
  order,
  now,
  timeZone,
  handlers,
  startsAt,
}: {
  order: StaffOrder;
  now: Date;
  timeZone: string;
  handlers: OrderHandlers;
  /** Waiting in the Scheduled lane (ISO time to start it): shows when to start instead of ringing. */
  startsAt?: string;
}) {
  const scheduled = Boolean(startsAt);
  const [open, setOpen] = useState(false);
  const alerting = isAlerting(order) && !scheduled;
  const items = itemCount(order);
  const bodyId = `order-${order.id}-body`;
  return (
    <article
      className={`order-card order-card--${statusColour(order.status)}${alerting ? ' order-card--alert' : ''}${open ? ' order-card--open' : ''}`}
      aria-labelledby={`order-${order.id}-title`}
      data-testid="order-card"
      data-order-number={order.orderNumber}
      data-alerting={alerting}
      data-scheduled={scheduled}
    >
      <h3 className="order-card__title" id={`order-${order.id}-title`}>
        <button
          type="button"
          className="order-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="order-card__number">
            <span className="visually-hidden">Order </span>#{order.orderNumber}
          </span>
          <span className="order-card__summary">
            <span className={`type-badge type-badge--${order.orderType.toLowerCase()}`}>
              {order.orderType}
            </span>
            <span className="order-card__who">{whoFor(order)}</span>
          </span>
          <span className="order-card__facts">
            {scheduled ? (
              <span className="order-card__start">
                Start {formatTime(startsAt ?? order.completedAt, timeZone)}
              </span>
            ) : order.orderType === 'Dine-in' ? (
              <Age createdAt={order.createdAt} now={now} />
            ) : (
              <span className="order-card__due">Due {formatTime(order.completedAt, timeZone)}</span>
            )}
            <span className="order-card__items">
              {items} {items === 1 ? 'item' : 'items'}
            </span>
          </span>
          <StatusChip status={order.status} />
        </button>
      </h3>
      {alerting && (
        <p className="order-card__alert" role="status">
          New order — confirm or silence the alert
        </p>
      )}
      <div id={bodyId} className="order-card__body" hidden={!open}>
        <TypeBadge order={order} />
        <ReadyBy order={order} now={now} timeZone={timeZone} />
        <OrderLines order={order} />
        <OrderNotes notes={order.notes} />
        <CustomerInfo order={order} />
        <PaymentLine order={order} />
        {order.cancelReason && <p className="cancel-reason">Cancelled: {order.cancelReason}</p>}
        <Review review={order.review} />
        <OrderActions
          order={order}
          ringing={alerting}
          onCancel={() => handlers.onCancel(order)}
          onPrint={() => handlers.onPrint(order)}
          onDetails={() => handlers.onDetails(order)}
        />
      </div>
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
