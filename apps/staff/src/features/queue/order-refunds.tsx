import { formatMoney, type Refund, refundState, refundTitle } from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';
import { formatDateTime } from '../../lib/format.ts';
import './refunds.css';

/** Why the order was cancelled, as the customer reads it. */
export function CancelNote({ order }: { order: StaffOrder }) {
  if (order.status !== 'Cancelled') return null;
  return (
    <p className="cancel-note" data-testid="detail-cancel-reason">
      <strong>Cancelled</strong>
      {order.cancelReason ? <span> · {order.cancelReason}</span> : null}
    </p>
  );
}

/** Every refund of the order (oldest first): what for, when, how much, and whether it went through. */
export function RefundRows({ refunds, timeZone }: { refunds: Refund[]; timeZone: string }) {
  if (refunds.length === 0) return null;
  return (
    <section className="refunds" aria-labelledby="detail-refunds-title">
      <h3 id="detail-refunds-title" className="refunds__title">
        Refunds
      </h3>
      <ul className="refunds__list">
        {refunds.map((refund, index) => {
          const state = refundState(refund);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: refunds never move or disappear
            <li key={index} className="refund" data-testid="detail-refund">
              <span className="refund__text">
                <strong>{refundTitle(refund)}</strong>
                {refund.description && <span>{refund.description}</span>}
                {refund.createdAt && (
                  <span className="muted">{formatDateTime(refund.createdAt, timeZone)}</span>
                )}
              </span>
              <span className="refund__side">
                <strong>{formatMoney(-refund.amount)}</strong>
                <span
                  className={`refund__state${state === 'Refund pending' ? ' refund__state--pending' : ''}`}
                >
                  {state}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
