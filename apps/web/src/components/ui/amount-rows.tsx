import type { ReceiptAmount, ReceiptAmountKind } from '@orderly/domain';
import styles from './amount-rows.module.css';

/** Discounts and refunds read in the brand's colour; the total and what was finally paid stand out. */
const emphasis: Partial<Record<ReceiptAmountKind, string | undefined>> = {
  discount: styles.discount,
  refunded: styles.discount,
  total: styles.total,
  paid: styles.total,
};

/**
 * A receipt's amounts (domain `receiptLines`): label on the left, value on the right, the total
 * bold. Each row's test id is its line's key after the screen's prefix ('details-total').
 */
export function AmountRows({
  amounts,
  label,
  testIdPrefix = '',
}: {
  amounts: readonly ReceiptAmount[];
  label?: string;
  testIdPrefix?: string;
}) {
  return (
    <dl className={styles.rows} aria-label={label}>
      {amounts.map((line) => (
        <div
          key={line.key}
          className={`${styles.row} ${emphasis[line.kind] ?? ''}`}
          data-testid={`${testIdPrefix}${line.key}`}
        >
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
