import { formatMoney, type Refund, refundState, refundTitle } from '@orderly/domain';
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

/** Every refund of the order: what it was for, when, how much, and whether it has gone through. */
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
  if (refunds.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={`${styles.refunds} ${className}`}
      aria-labelledby="order-refunds-title"
      data-testid="order-refunds"
    >
      <Heading id="order-refunds-title" className={styles.heading}>
        Refunds
      </Heading>
      <ul className={styles.list}>
        {refunds.map((refund, index) => {
          const state = refundState(refund);
          return (
            <li
              // Refunds are listed oldest first and never removed: the position is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: refunds have no id on the customer's side
              key={index}
              className={styles.refund}
              data-testid="order-refund"
            >
              <span className={styles.text}>
                <span className={styles.name}>{refundTitle(refund)}</span>
                {refund.description && <span className={styles.reason}>{refund.description}</span>}
                {refund.createdAt && (
                  <span className={styles.date}>{formatDateTime(refund.createdAt, timeZone)}</span>
                )}
              </span>
              <span className={styles.side}>
                <span className={styles.amount}>{formatMoney(-refund.amount)}</span>
                <span
                  className={`${styles.state} ${state === 'Refund pending' ? styles.pending : ''}`}
                  data-testid="refund-state"
                >
                  {state}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>Refunds can take 5–10 business days to appear on your statement.</p>
    </section>
  );
}
