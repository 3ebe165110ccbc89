import type { ParsedReward } from '@orderly/domain';
import { BrandImage } from '../../../components/ui/brand-image.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import styles from './reward-card.module.css';

export type DisplayReward = ParsedReward & { valid: boolean; message: string | null };

/**
 * One reward of the carousel: image, name, the points it takes and, for a signed-in customer, the
 * redeemed count with minus and plus (plus only while one more is still valid; otherwise the
 * reward's own message says why).
 */
export function RewardCard(props: {
  reward: DisplayReward;
  fallbackImage?: string;
  signedIn: boolean;
  busy: boolean;
  onChange: (change: 1 | -1) => void;
}) {
  const { reward } = props;
  const points =
    reward.requiredPoints === 0 ? 'FREE' : `${reward.requiredPoints.toLocaleString('en-CA')} pts`;
  return (
    <li className={styles.card} data-testid="reward-card" aria-label={reward.name}>
      <BrandImage
        src={reward.imageUrl ?? props.fallbackImage}
        alt=""
        label={reward.name}
        ratio={4 / 3}
        width={320}
        className={styles.image}
      />
      <span className={styles.points}>{points}</span>
      <div className={styles.body}>
        <h2 className={styles.name}>{reward.name}</h2>
        {props.signedIn && !reward.valid && reward.message && (
          <p className={styles.message} data-testid="reward-message">
            {reward.message}
          </p>
        )}
        {props.signedIn && (
          <div className={styles.controls}>
            <span className={styles.redeemed}>
              {reward.count > 0 ? `${reward.count} redeemed` : 'Redeem'}
            </span>
            <QuantityStepper
              value={reward.count}
              min={props.busy ? reward.count : 0}
              max={props.busy || !reward.valid ? reward.count : reward.count + 1}
              onChange={(value) => props.onChange(value > reward.count ? 1 : -1)}
              label={reward.name}
              size="small"
            />
          </div>
        )}
      </div>
    </li>
  );
}
