import styles from './splash.module.css';

/** Shown while the restaurant's data loads: its logo when known from an earlier visit. */
export function Splash({ logo, name }: { logo?: string | null; name?: string | null }) {
  return (
    <div className={styles.splash} role="status" aria-live="polite" data-testid="splash">
      {logo ? (
        <img className={styles.logo} src={logo} alt={name ?? ''} width={160} height={160} />
      ) : (
        <span className={styles.mark} aria-hidden="true" />
      )}
      <span className="visually-hidden">Loading {name ?? 'the restaurant'}…</span>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}
