import { useEffect, useState } from 'react';

interface Health {
  status: string;
  database: { engine: string; state: string };
}

/**
 * The staff app's frame. Sign-in, the live order and request queue and the sold-out switches
 * arrive with the staff API (see docs/status.md); until then it reports whether the server is up.
 */
export function StaffApp() {
  const [health, setHealth] = useState<Health | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/health')
      .then((response) => response.json() as Promise<Health>)
      .then(setHealth)
      .catch(() => setFailed(true));
  }, []);
  return (
    <main className="staff-shell">
      <h1>Staff</h1>
      <p>Orders and dine-in requests for your location will appear here.</p>
      <p role="status">
        {failed
          ? 'The ordering server cannot be reached.'
          : health
            ? `Server ${health.status}, database ${health.database.state} (${health.database.engine}).`
            : 'Connecting…'}
      </p>
    </main>
  );
}
