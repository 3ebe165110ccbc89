import '../../styles/splash.css';

/**
 * Shown while the restaurant's data loads: its logo when known from an earlier visit. index.html
 * paints the same markup before the app's script runs (apps/web/first-screen-preload.ts): keep both alike.
 */
export function Splash({ logo, name }: { logo?: string | null; name?: string | null }) {
  return (
    <div className="app-splash" role="status" aria-live="polite" data-testid="splash">
      {logo ? (
        <img className="app-splash-logo" src={logo} alt={name ?? ''} width={160} height={160} />
      ) : (
        <span className="app-splash-mark" aria-hidden="true" />
      )}
      <span className="visually-hidden">Loading {name ?? 'the restaurant'}…</span>
      <span className="app-splash-bar" aria-hidden="true" />
    </div>
  );
}
