import { formatPrice, type OrderLine } from '@orderly/domain';
import { MinusIcon, TimesIcon } from '../../../components/ui/icons.tsx';
import styles from './cart-line.module.css';

/**
 * One cart line: count, name, picked choices, price and the remove control (minus, or times for the
 * last one). A line that sold out since it was added says so, and its control removes all of it.
 */
export function CartLine({
  line,
  onRemoveOne,
  onRemoveAll,
  unavailable = null,
}: {
  line: OrderLine;
  onRemoveOne: () => void;
  onRemoveAll?: () => void;
  unavailable?: string | null;
}) {
  const removesAll = line.count <= 1 || (unavailable !== null && onRemoveAll !== undefined);
  return (
    <li className={styles.line} data-testid="cart-line" data-sold-out={unavailable ? true : undefined}>
      <span className={styles.count} data-testid="cart-line-count">
        {line.count}×
      </span>
      <div className={styles.text}>
        <p className={styles.head}>
          <span className={styles.name}>{line.name}</span>
          <span className={styles.price}>{formatPrice(line.totalPrice)}</span>
        </p>
        {line.choices.length > 0 && (
          <p className={styles.choices} data-testid="cart-line-choices">
            {line.choices.map((choice) => choice.name).join(', ')}
          </p>
        )}
        {unavailable && (
          <p className={styles.soldOut} data-testid="cart-line-sold-out">
            <span className={styles.soldOutTag}>SOLD OUT</span> {unavailable}
          </p>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={removesAll && unavailable ? onRemoveAll : onRemoveOne}
        aria-label={removesAll ? `Remove ${line.name}` : `Remove one ${line.name}`}
        data-testid={removesAll ? 'cart-line-remove' : 'cart-line-minus'}
      >
        {removesAll ? <TimesIcon width={18} height={18} /> : <MinusIcon width={18} height={18} />}
      </button>
    </li>
  );
}
