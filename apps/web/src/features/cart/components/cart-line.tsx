import { formatMoney, type OrderLine } from '@orderly/domain';
import { MinusIcon, TimesIcon } from '../../../components/ui/icons.tsx';
import styles from './cart-line.module.css';

/** One cart line: count, name, picked choices, price and the remove control (minus, or times for the last one). */
export function CartLine({ line, onRemoveOne }: { line: OrderLine; onRemoveOne: () => void }) {
  const last = line.count <= 1;
  return (
    <li className={styles.line} data-testid="cart-line">
      <span className={styles.count} data-testid="cart-line-count">
        {line.count}×
      </span>
      <div className={styles.text}>
        <p className={styles.head}>
          <span className={styles.name}>{line.name}</span>
          <span className={styles.price}>{formatMoney(line.totalPrice)}</span>
        </p>
        {line.choices.length > 0 && (
          <p className={styles.choices} data-testid="cart-line-choices">
            {line.choices.map((choice) => choice.name).join(', ')}
          </p>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemoveOne}
        aria-label={last ? `Remove ${line.name}` : `Remove one ${line.name}`}
        data-testid={last ? 'cart-line-remove' : 'cart-line-minus'}
      >
        {last ? <TimesIcon width={18} height={18} /> : <MinusIcon width={18} height={18} />}
      </button>
    </li>
  );
}
