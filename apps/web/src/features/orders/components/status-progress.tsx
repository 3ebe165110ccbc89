import { type OrderStatus, PROGRESS_STEPS, statusProgress, stepReached } from '@orderly/domain';
import styles from './status-progress.module.css';

/**
 * How far the order has come: 32% New/Pending, 66% Preparing, 100% Done, its steps named as the
 * statuses (the domain decides both).
 */
export function StatusProgress({ status, notice }: { status: OrderStatus; notice?: string | null }) {
  const percent = statusProgress(status);
  const cancelled = status === 'Cancelled';
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={cancelled ? 'Cancelled' : status}
        data-testid="status-progress"
        data-status={status}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      {cancelled ? (
        <p className={styles.cancelled}>This order was cancelled.</p>
      ) : (
        <ol className={styles.steps} aria-hidden="true">
          {PROGRESS_STEPS.map((step) => (
            <li key={step} className={stepReached(status, step) ? styles.done : undefined}>
              {step}
            </li>
          ))}
        </ol>
      )}
      {notice && (
        <p className={styles.notice} data-testid="pickup-notice">
          {notice}
        </p>
      )}
    </div>
  );
}
