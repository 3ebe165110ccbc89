import { Link } from 'wouter';
import { BagIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import styles from './cart-button.module.css';

/** The floating "view cart" button, shown while the cart holds something. */
export function CartButton(props: { count: number; to: string; state?: unknown }) {
  if (props.count <= 0) return null;
  return (
    <div className={styles.dock}>
      <Link to={props.to} state={props.state} className={styles.button} data-testid="cart-button">
        <span className={styles.badge}>{props.count}</span>
        <span className={styles.label}>View cart</span>
        <BagIcon width={20} height={20} />
        <ChevronRightIcon width={18} height={18} />
        <span className="visually-hidden">
          , {props.count} {props.count === 1 ? 'item' : 'items'}
        </span>
      </Link>
    </div>
  );
}
