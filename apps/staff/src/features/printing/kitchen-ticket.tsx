import {
  allergyParts,
  formatMoney,
  formatPhone,
  orderPlaceLabel,
  paidAfterRefunds,
  receiptItems,
  refundTitle,
  unitLabel,
} from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatDateTime, formatTime } from '../../lib/format.ts';
import './kitchen-ticket.css';

/**
 * A diner's text as the ticket prints it: allergy and diet words (domain `allergyParts`, the
 * words the board marks) in capitals between asterisks, readable on a one-colour printer.
 */
function TicketText({ text }: { text: string }) {
  return (
    <>
      {allergyParts(text).map((part, index) =>
        part.allergy ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <strong key={index} className="ticket__allergy">
            *{part.text.toUpperCase()}*
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * What the kitchen pins on the rail: big number and type, every item with its choices (the same
 * items as every receipt, domain `receiptItems`), notes; of the money only how it was paid.
 */
export function KitchenTicket({
  order,
  restaurantName,
  locationName,
  timeZone,
}: {
  order: StaffOrder;
  restaurantName: string;
  locationName: string;
  timeZone: string;
}) {
  return (
    <article className="ticket" aria-label={`Kitchen ticket for order ${order.orderNumber}`}>
      <header className="ticket__head">
        <p className="ticket__brand">{restaurantName}</p>
        <p>{locationName}</p>
      </header>
      <p className="ticket__number">#{order.orderNumber}</p>
      {order.status === 'Cancelled' && (
        <p className="ticket__cancelled">
          *** CANCELLED ***
          {order.cancelReason && <span className="ticket__choice">{order.cancelReason}</span>}
        </p>
      )}
      <p className="ticket__type">
        {order.orderType.toUpperCase()}
        {/* The table, or a kiosk's stand, counter or takeout (decision 0092). */}
        {orderPlaceLabel(order) ? ` · ${orderPlaceLabel(order)?.toUpperCase()}` : ''}
      </p>
      <dl className="ticket__facts">
        <dt>Placed</dt>
        <dd>{formatDateTime(order.createdAt, timeZone)}</dd>
        {order.orderType !== 'Dine-in' && (
          <>
            <dt>{order.orderType === 'Delivery' ? 'Deliver by' : 'Ready by'}</dt>
            <dd>{formatTime(order.completedAt, timeZone)}</dd>
          </>
        )}
      </dl>
      <hr />
      <ul className="ticket__lines">
        {receiptItems(order).map((item) => (
          <li key={item.key}>
            <span className="ticket__count">{item.count}×</span>
            <span>
              {item.name}
              {item.choices.map((choice) => (
                <span key={choice.key} className="ticket__choice">
                  + <TicketText text={choice.name} />
                </span>
              ))}
              {item.reward && (
                <span className="ticket__choice">
                  {item.reward === 'free-product' ? '* REWARD · FREE *' : `* REWARD · ${item.price} *`}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {order.notes && (
        <>
          <hr />
          <p className="ticket__notes">
            NOTE: <TicketText text={order.notes} />
          </p>
        </>
      )}
      <hr />
      {order.customerName && <p>{order.customerName}</p>}
      {order.customerPhone && <p>{formatPhone(order.customerPhone)}</p>}
      {order.deliveryAddress && <p>{order.deliveryAddress}</p>}
      {unitLabel(order.aptNumber) && (
        <p className="ticket__unit">{unitLabel(order.aptNumber)?.toUpperCase()}</p>
      )}
      {order.deliveryInstructions && <p className="ticket__notes">DRIVER: {order.deliveryInstructions}</p>}
      <p className="ticket__pay">
        {order.paymentMethod === 'online' ? 'PAID ONLINE' : 'PAY IN PERSON'} · {formatMoney(order.total)}
      </p>
      {order.totalRefundAmount > 0 && (
        <>
          {/* Each refund when the order's own topic gave them; the queue's copy has only the sum. */}
          <ul className="ticket__refunds">
            {order.refunds.map((refund, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: refunds never move or disappear
              <li key={index}>
                <span>
                  {refundTitle(refund).toUpperCase()}
                  {refund.description && <span className="ticket__choice">{refund.description}</span>}
                </span>
                <span>{formatMoney(-refund.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="ticket__pay">
            REFUNDED {formatMoney(order.totalRefundAmount)} · PAID {formatMoney(paidAfterRefunds(order))}
          </p>
        </>
      )}
    </article>
  );
}
