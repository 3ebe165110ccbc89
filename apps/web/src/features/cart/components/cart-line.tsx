import { formatPrice, type OrderLine } from '@orderly/domain';
import { MinusIcon, TimesIcon } from '../../../components/ui/icons.tsx';
import styles from './cart-line.module.css';

/**
 * One cart line: count, name, picked choices, price and the remove control (minus, or times for the
 * last one). A line that sold out since it was added says so, and its control removes all of it.
 * Tapping the line (a button) opens it in the product dialog to change it.
 */
export function CartLine({
  line,
  onRemoveOne,
  onRemoveAll,
  onEdit,
  unavailable = null,
}: {
  line: OrderLine;
  onRemoveOne: () => void;
  onRemoveAll?: () => void;
  /** Opens the line in the product dialog to change its choices and count. */
  onEdit?: () => void;
  unavailable?: string | null;
}) {
  const removesAll = line.count <= 1 || (unavailable !== null && onRemoveAll !== undefined);
  const choices = line.choices.map((choice) => choice.name).join(', ');
  const content = (
    <>
      <span className={styles.count} data-testid="cart-line-count">
        {line.count}×
      </span>
      <span className={styles.text}>
        <span className={styles.head}>
          <span className={styles.name}>{line.name}</span>
          <span className={styles.price}>{formatPrice(line.totalPrice)}</span>
        </span>
        {choices && (
          <span className={styles.choices} data-testid="cart-line-choices">
            {choices}
          </span>
        )}
        {unavailable && (
          <span className={styles.soldOut} data-testid="cart-line-sold-out">
            <span className={styles.soldOutTag}>SOLD OUT</span> {unavailable}
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className={styles.line} data-testid="cart-line" data-sold-out={unavailable ? true : undefined}>
      {onEdit && !unavailable ? (
        // The line itself opens the product dialog with its choices, to change them.
        <button
          type="button"
          className={styles.edit}
          onClick={onEdit}
          aria-label={`Change ${line.name}, ${line.count}×${choices ? `, ${choices}` : ''}`}
          data-testid="cart-line-edit"
        >
          {content}
        </button>
      ) : (
        <div className={styles.edit}>{content}</div>
      )}
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
