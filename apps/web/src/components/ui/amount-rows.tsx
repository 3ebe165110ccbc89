import styles from './amount-rows.module.css';

export interface AmountRow {
  label: string;
  /** Already formatted ('$12.50', '-$2.00', 'FREE'). */
  value: string;
  emphasis?: 'discount' | 'total';
  testId?: string;
}

/** A breakdown of amounts: label on the left, value on the right, the total last and bold. */
export function AmountRows({ rows, label }: { rows: AmountRow[]; label?: string }) {
  return (
    <dl className={styles.rows} aria-label={label}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={`${styles.row} ${row.emphasis ? styles[row.emphasis] : ''}`}
          data-testid={row.testId}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
