import { Link } from 'wouter';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { trackingLinks, trackingPath } from '../../../lib/tracking-links.ts';
import styles from './tracked-orders.module.css';

/**
 * The orders placed on this device without an account (a guest's), each opening its tracking
 * link: what a guest has instead of an order history.
 */
export function TrackedOrders({ restaurantId }: { restaurantId: string }) {
  const links = trackingLinks().filter((link) => link.restaurantId === restaurantId);
  if (links.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="tracked-orders-title" data-testid="tracked-orders">
      <h2 id="tracked-orders-title" className={styles.title}>
        Orders on this device
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.token}>
            <Link to={trackingPath(link.token)} className={styles.row}>
              <span>Order #{link.orderNumber}</span>
              <span className={styles.track}>
                Track
                <ChevronRightIcon width={18} height={18} aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
