import { type OrderStatus, statusProgress } from '@orderly/domain';
import styles from './status-progress.module.css';

const STEPS = ['Received', 'Preparing', 'Ready'] as const;

/** How far the order has come: 32% New/Pending, 66% Preparing, 100% Done (the domain decides). */
export function StatusProgress({ status }: { status: OrderStatus }) {
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
          {STEPS.map((step, index) => (
            <li key={step} className={percent >= [32, 66, 100][index]! ? styles.done : undefined}>
              {step}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
