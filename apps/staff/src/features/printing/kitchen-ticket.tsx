import { formatMoney, formatPhone } from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatDateTime, formatTime } from '../../lib/format.ts';
import { keyedLines } from '../queue/queue-rules.ts';
import './kitchen-ticket.css';

/** What the kitchen pins on the rail: big number and type, every item with its choices, notes. */
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
      <p className="ticket__type">
        {order.orderType.toUpperCase()}
        {order.orderType === 'Dine-in' && order.tableNumber ? ` · TABLE ${order.tableNumber}` : ''}
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
        {keyedLines(order.lines).map(({ key, line }) => (
          <li key={key}>
            <span className="ticket__count">{line.count}×</span>
            <span>
              {line.name}
              {line.choices.map((choice) => (
                <span key={`${choice.modifierId}-${choice.id}`} className="ticket__choice">
                  + {choice.name}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {order.notes && (
        <>
          <hr />
          <p className="ticket__notes">NOTE: {order.notes}</p>
        </>
      )}
      <hr />
      {order.customerName && <p>{order.customerName}</p>}
      {order.customerPhone && <p>{formatPhone(order.customerPhone)}</p>}
      {order.deliveryAddress && <p>{order.deliveryAddress}</p>}
      <p className="ticket__pay">
        {order.paymentMethod === 'online' ? 'PAID ONLINE' : 'PAY IN PERSON'} · {formatMoney(order.total)}
      </p>
    </article>
  );
}
