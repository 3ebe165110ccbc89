import type { Refund } from '@orderly/domain';
import { RefundList } from '@orderly/ui/refund-list';
import '@orderly/ui/refund-list.css';
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

/** Every refund of the order (the shared list, @orderly/ui/refund-list), dated at the restaurant. */
export function RefundRows({ refunds, timeZone }: { refunds: Refund[]; timeZone: string }) {
  return (
    <RefundList
      refunds={refunds}
      formatWhen={(iso) => formatDateTime(iso, timeZone)}
      headingId="detail-refunds-title"
      headingLevel={3}
      className="refunds"
    />
  );
}
