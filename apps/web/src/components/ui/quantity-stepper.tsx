import { MinusIcon, PlusIcon } from './icons.tsx';
import styles from './quantity-stepper.module.css';

/** Minus, count, plus; the buttons stop at the bounds. */
export function QuantityStepper(props: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for screen readers: 'Quantity' or the product's name. */
  label: string;
  size?: 'regular' | 'small';
}) {
  const { value, min, max, onChange, label } = props;
  return (
    <div className={`${styles.stepper} ${props.size === 'small' ? styles.small : ''}`}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={`Decrease ${label}`}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={`Increase ${label}`}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </div>
  );
}
