import {
  allergyParts,
  formatMoney,
  formatPhone,
  mentionsAllergy,
  orderPlaceLabel,
  receiptItems,
  statusColour,
  unitLabel,
} from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatAge, formatTime, minutesUntil } from '../../lib/format.ts';
import './refunds.css';

export function StatusChip({ status }: { status: StaffOrder['status'] }) {
  return <span className={`status status--${statusColour(status)}`}>{status}</span>;
}

export function TypeBadge({ order }: { order: StaffOrder }) {
  // The table, or for a kiosk's order its stand, the counter or takeout (decision 0092).
  const place = orderPlaceLabel(order);
  return (
    <span className="type-line">
      <span className={`type-badge type-badge--${order.orderType.toLowerCase()}`}>{order.orderType}</span>
      {place && (
        <span className="table-pill" data-testid="order-place">
          <span className="visually-hidden"> · </span>
          {place}
        </span>
      )}
    </span>
  );
}

/** Dine-in shows the table; Pickup and Delivery show when it must be ready, and how soon. */
export function ReadyBy({ order, now, timeZone }: { order: StaffOrder; now: Date; timeZone: string }) {
  if (order.orderType === 'Dine-in') return null;
  const minutes = minutesUntil(order.completedAt, now);
  const open = order.status === 'New' || order.status === 'Pending' || order.status === 'Preparing';
  return (
    <p className={`ready-by${open && minutes < 0 ? ' ready-by--late' : ''}`}>
      {order.orderType === 'Delivery' ? 'Deliver by ' : 'Ready by '}
      <strong>{formatTime(order.completedAt, timeZone)}</strong>
      {open && <span> · {minutes >= 0 ? `in ${minutes} min` : `${-minutes} min late`}</span>}
    </p>
  );
}

/** A diner's text with its allergy and diet words marked (domain `allergyParts`, as on the ticket). */
export function AllergyText({ text }: { text: string }) {
  return (
    <>
      {allergyParts(text).map((part, index) =>
        part.allergy ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <mark key={index} className="allergy">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The order's items as every receipt lists them (domain `receiptItems`): products with their
 * choices (allergy words marked: 'Gluten-free bun'), then the rewards, a free item said FREE.
 */
export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <ul className="lines">
      {receiptItems(order).map((item) =>
        item.reward ? (
          <li key={item.key} className="lines__reward" data-testid="reward-line">
            <span className="lines__count">{item.count}×</span>
            <span className="lines__name">
              {item.name}
              <span className="lines__choices">
                {item.reward === 'free-product' ? 'Reward · FREE' : `Reward · ${item.price} off the bill`}
              </span>
            </span>
          </li>
        ) : (
          <li key={item.key}>
            <span className="lines__count">{item.count}×</span>
            <span className="lines__name">
              {item.name}
              {item.choices.length > 0 && (
                <span className="lines__choices">
                  {item.choices.map((choice, index) => (
                    <span key={choice.key}>
                      {index > 0 && ' · '}
                      <AllergyText text={choice.name} />
                    </span>
                  ))}
                </span>
              )}
            </span>
          </li>
        ),
      )}
    </ul>
  );
}

/** The diner's special request; one that names an allergy or a diet says so in its label too. */
export function OrderNotes({ notes }: { notes: string }) {
  if (!notes) return null;
  const allergy = mentionsAllergy(notes);
  return (
    <p className={`notes${allergy ? ' notes--allergy' : ''}`} data-testid="order-notes">
      <span className="notes__label">
        Special requests
        {allergy && <span className="notes__allergy"> · Allergy</span>}
      </span>
      <span className="notes__text">
        <AllergyText text={notes} />
      </span>
    </p>
  );
}

export function CustomerInfo({ order }: { order: StaffOrder }) {
  return (
    <div className="customer">
      {order.customerName && <span className="customer__name">{order.customerName}</span>}
      {order.customerPhone && (
        <a className="customer__phone" href={`tel:${order.customerPhone}`}>
          {formatPhone(order.customerPhone)}
        </a>
      )}
      {order.deliveryAddress && <span className="customer__address">{order.deliveryAddress}</span>}
      {unitLabel(order.aptNumber) && <span className="customer__unit">{unitLabel(order.aptNumber)}</span>}
      {order.deliveryInstructions && (
        <span className="customer__instructions">
          <span className="notes__label">Delivery instructions</span>
          {order.deliveryInstructions}
        </span>
      )}
    </div>
  );
}

export function PaymentLine({ order }: { order: StaffOrder }) {
  const online = order.paymentMethod === 'online';
  return (
    <p className="payment">
      <span className={`payment__method payment__method--${online ? 'online' : 'offline'}`}>
        {online ? 'Paid online' : 'Pay in person'}
      </span>
      <strong className="payment__total">
        {formatMoney(order.total)}
        {order.totalRefundAmount > 0 && (
          <span className="payment__refunded"> · refunded {formatMoney(order.totalRefundAmount)}</span>
        )}
      </strong>
    </p>
  );
}

export function Review({ review }: { review: StaffOrder['review'] }) {
  if (!review) return null;
  const rating = Math.max(0, Math.min(5, Math.round(review.rating)));
  return (
    <figure className="review">
      <span className="review__stars" role="img" aria-label={`Rated ${rating} out of 5`}>
        {'★'.repeat(rating)}
        <span className="review__empty">{'★'.repeat(5 - rating)}</span>
      </span>
      {review.comment && <blockquote>“{review.comment}”</blockquote>}
    </figure>
  );
}

export function Age({ createdAt, now }: { createdAt: string; now: Date }) {
  return (
    <time className="age" dateTime={createdAt}>
      {formatAge(createdAt, now)}
    </time>
  );
}
