import { type OrderStatus, statusColour } from '@orderly/domain';
import styles from './order-status-badge.module.css';

/** The status the customer sees, coloured: New green, Preparing orange, Done red, Cancelled neutral. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.badge} ${styles[statusColour(status)]}`} data-testid="order-status">
      {status}
    </span>
  );
}
