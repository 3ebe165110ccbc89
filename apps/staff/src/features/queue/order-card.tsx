import {
  type EscalationSettings,
  escalationOf,
  type KitchenTiming,
  orderPlaceLabel,
  statusColour,
  unconfirmedLabel,
  unitLabel,
} from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatTime } from '../../lib/format.ts';
import { OrderActions } from './order-actions.tsx';
import { orderClock, promiseText } from './order-clock.ts';
import { Age, OrderLines, OrderNotes, StatusChip } from './order-summary.tsx';
import { isAlerting } from './queue-rules.ts';

export interface OrderHandlers {
  onCancel: (order: StaffOrder) => void;
  onPrint: (order: StaffOrder) => void;
  onDetails: (order: StaffOrder) => void;
  /** Print the order's tickets again on the location's printers (0090). */
  onReprint: (order: StaffOrder) => void;
}

/** Who the order is for at a glance: the table (or the kiosk's stand or counter), or the customer's name. */
function whoFor(order: StaffOrder): string {
  return orderPlaceLabel(order) ?? (order.customerName || order.orderType);
}

/**
 * One order as a cook reads it from across the kitchen, without a tap: number, type and table or
 * customer, how it stands against its promise (colour and words), its dishes with their choices,
 * the special request with allergy words marked, the unit of a delivery, and the one-tap bump. The
 * card is as tall as its content and never covers another; the money, the customer's details,
 * printing and cancelling are one tap away in Details. A new one flashes until acknowledged.
 */
export function OrderCard({
  order,
  now,
  timeZone,
  timing,
  handlers,
  startsAt,
  notPrinted,
}: {
  order: StaffOrder;
  now: Date;
  timeZone: string;
  /** The location's preparation and drive, and its escalation delays (0080). */
  timing: KitchenTiming & EscalationSettings;
  handlers: OrderHandlers;
  /** Waiting in the Scheduled lane (ISO time to start it): shows when to start instead of ringing. */
  startsAt?: string;
  /** The printers its ticket did not print on (0090): "Not printed" with a Reprint button. */
  notPrinted?: readonly string[];
}) {
  const scheduled = Boolean(startsAt);
  const alerting = isAlerting(order) && !scheduled;
  // Past the location's first delay nobody has confirmed it: louder, in words as well as colour.
  const escalation = alerting ? escalationOf(order, timing, timing, now) : null;
  const urgent = escalation !== null && escalation.stage !== 'none';
  const clock = orderClock(order, timing, now);
  const delivery = order.orderType === 'Delivery';
  const unit = delivery ? unitLabel(order.aptNumber) : null;
  const promise = scheduled
    ? `Start ${formatTime(startsAt ?? order.completedAt, timeZone)}`
    : promiseText(clock, delivery);
  const clockState = scheduled ? 'scheduled' : clock.state;
  return (
    <article
      className={`order-card order-card--${statusColour(order.status)} order-card--${clockState}${alerting ? ' order-card--alert' : ''}${urgent ? ' order-card--urgent' : ''}`}
      aria-labelledby={`order-${order.id}-title`}
      data-testid="order-card"
      data-order-number={order.orderNumber}
      data-alerting={alerting}
      data-urgent={urgent}
      data-scheduled={scheduled}
      data-clock={clockState}
    >
      <h3 className="order-card__title" id={`order-${order.id}-title`}>
        <span className="order-card__number">
          <span className="visually-hidden">Order </span>#{order.orderNumber}
        </span>
        <span className="order-card__who">
          <span className={`type-badge type-badge--${order.orderType.toLowerCase()}`}>{order.orderType}</span>
          <span className="visually-hidden"> · </span>
          <span className="order-card__name">{whoFor(order)}</span>
        </span>
      </h3>
      <p className="order-card__facts">
        <strong className={`order-clock order-clock--${clockState}`} data-testid="order-clock">
          {promise}
        </strong>
        <Age createdAt={order.createdAt} now={now} />
        {delivery ? (
          <span>
            Out by {formatTime(new Date(clock.dueAt).toISOString(), timeZone)} · Deliver by{' '}
            {formatTime(order.completedAt, timeZone)}
          </span>
        ) : (
          <span>Ready by {formatTime(order.completedAt, timeZone)}</span>
        )}
        <span className={`order-card__pay order-card__pay--${order.paymentMethod}`}>
          {order.paymentMethod === 'online' ? 'Paid online' : 'Pay in person'}
        </span>
        {/* The lane says New or Preparing; a Pending order (not yet paid for) says so itself. */}
        {order.status === 'Pending' && <StatusChip status={order.status} />}
      </p>
      {alerting && !urgent && (
        <p className="order-card__alert" role="status">
          New order — confirm or silence the alert
        </p>
      )}
      {urgent && escalation && (
        <p className="order-card__alert order-card__alert--urgent" role="alert">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d="M12 2 1 21h22L12 2zm0 6 1 7h-2l1-7zm0 9.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z" />
          </svg>
          {unconfirmedLabel(escalation.waitedSeconds)} — confirm it now
        </p>
      )}
      {notPrinted && notPrinted.length > 0 && (
        <p className="order-card__not-printed" role="status">
          <span>
            <strong>Not printed</strong>{' '}
            <span className="order-card__printers">({notPrinted.join(', ')})</span>
          </span>
          <button type="button" className="btn" onClick={() => handlers.onReprint(order)}>
            Reprint
            <span className="visually-hidden"> order {order.orderNumber}</span>
          </button>
        </p>
      )}
      <OrderLines order={order} />
      <OrderNotes notes={order.notes} />
      {unit && <p className="order-card__unit">{unit}</p>}
      <OrderActions
        order={order}
        board
        ringing={alerting}
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
          {order.kiosk
            ? ` · ${orderPlaceLabel(order)}`
            : order.tableNumber
              ? ` · T${order.tableNumber}${order.visitRound ? ` · round ${order.visitRound}` : ''}`
              : ''}
        </span>
        <Age createdAt={order.createdAt} now={now} />
        <StatusChip status={order.status} />
      </button>
    </li>
  );
}
