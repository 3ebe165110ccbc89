import type { ReceiptItem } from '@orderly/domain';
import { GiftIcon } from './icons.tsx';
import styles from './receipt-items.module.css';

/**
 * A receipt's items (domain `receiptLines`): count, name, choices and price; a redeemed reward
 * with a gift before its name. `testId` marks product lines, `rewardTestId` reward lines.
 */
export function ReceiptItems({
  items,
  label,
  testId,
  rewardTestId,
}: {
  items: readonly ReceiptItem[];
  label?: string;
  testId?: string;
  rewardTestId?: string;
}) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.line} data-testid={item.reward ? rewardTestId : testId}>
          <span className={styles.count}>{item.count}×</span>
          <span className={styles.text}>
            <span className={styles.name}>
              {item.reward && (
                <>
                  <GiftIcon width={16} height={16} className={styles.gift} />{' '}
                </>
              )}
              {item.name}
            </span>
            {item.choices.length > 0 && (
              <span className={styles.choices}>{item.choices.map((choice) => choice.name).join(', ')}</span>
            )}
          </span>
          <span className={styles.price}>{item.price}</span>
        </li>
      ))}
    </ul>
  );
}
