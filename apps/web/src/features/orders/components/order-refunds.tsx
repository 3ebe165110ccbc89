import type { Refund } from '@orderly/domain';
import { RefundList as SharedRefundList } from '@orderly/ui/refund-list';
import '@orderly/ui/refund-list.css';
import { formatDateTime } from '../format.ts';
import styles from './order-refunds.module.css';

/**
 * A cancelled order says so, with the reason staff gave (`titled={false}` where the screen's own
 * heading already says it was cancelled).
 */
export function CancellationNotice({ reason, titled = true }: { reason?: string | null; titled?: boolean }) {
  if (!titled && !reason) return null;
  return (
    <div className={styles.cancelled} data-testid="order-cancelled">
      {titled && <h2 className={styles.title}>This order was cancelled</h2>}
      {reason && (
        <p data-testid="cancel-reason">
          <span className={styles.label}>Reason:</span> {reason}
        </p>
      )}
    </div>
  );
}

/**
 * Every refund of the order (the shared list, @orderly/ui/refund-list), with the customer's note on
 * how long a refund takes to reach the card.
 */
export function RefundList({
  refunds,
  timeZone,
  headingLevel = 2,
  className = '',
}: {
  refunds: Refund[];
  timeZone: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <SharedRefundList
      refunds={refunds}
      formatWhen={(iso) => formatDateTime(iso, timeZone)}
      headingId="order-refunds-title"
      headingLevel={headingLevel}
      className={`${styles.refunds} ${className}`}
      footer={<p className={styles.note}>Refunds can take 5–10 business days to appear on your statement.</p>}
    />
  );
}
