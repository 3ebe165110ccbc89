import type { ReactNode } from 'react';
import styles from './rewards-carousel.module.css';

/** The rewards side by side, scrolled sideways on a phone (snapping to each card). */
export function RewardsCarousel({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.scroller} aria-label="Rewards" tabIndex={0}>
      <ul className={styles.track} data-testid="rewards-carousel">
        {children}
      </ul>
    </section>
  );
}
