import { pointsMeterMax } from '@orderly/domain';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import styles from './points-meter.module.css';

/** Reward points (after the redeemed rewards) over the meter's maximum, in steps of 1000. */
export function PointsMeter({
  points,
  target,
  compact = false,
}: {
  points: number;
  /** A steady maximum (the customer's points before rewards); else the next 1000 above `points`. */
  target?: number;
  compact?: boolean;
}) {
  const max = Math.max(target ?? 0, pointsMeterMax(points));
  const share = Math.min(100, Math.round((points / max) * 100));
  return (
    <div className={`${styles.meter} ${compact ? styles.compact : ''}`} data-testid="points-meter">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <GiftIcon width={20} height={20} />
        </span>
        <p className={styles.label} id="points-meter-label">
          Your points
        </p>
        <p className={styles.value}>
          <strong data-testid="points-value">{points.toLocaleString('en-CA')}</strong>
          <span> / {max.toLocaleString('en-CA')}</span>
        </p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the brand's look in every browser */}
      <div
        className={styles.track}
        role="meter"
        aria-labelledby="points-meter-label"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={points}
        aria-valuetext={`${points} of ${max} points`}
      >
        <span className={styles.fill} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
