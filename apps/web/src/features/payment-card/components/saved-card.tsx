import type { SavedCard as Card } from '@orderly/domain';
import styles from './saved-card.module.css';

/** The saved card's face: brand, last four digits and expiry. */
export function SavedCard({ card }: { card: Card }) {
  const month = String(card.exp_month).padStart(2, '0');
  const year = String(card.exp_year).slice(-2);
  return (
    <div className={styles.card} data-testid="saved-card">
      <span className={styles.brand}>{card.brand}</span>
      <span className={styles.chip} aria-hidden="true" />
      <span className={styles.number}>
        <span aria-hidden="true">•••• •••• •••• </span>
        <span className="visually-hidden">ending in </span>
        {card.last4}
      </span>
      <span className={styles.expiry}>
        Expires {month}/{year}
      </span>
    </div>
  );
}
