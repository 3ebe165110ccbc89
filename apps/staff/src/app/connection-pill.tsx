import { useConnectionStatus } from '../lib/client.tsx';

/** Staff must see at once when they could be missing orders. */
export function ConnectionPill({ queueError }: { queueError: string | null }) {
  const status = useConnectionStatus();
  const state = queueError ? 'error' : status;
  const label =
    state === 'live'
      ? 'Live'
      : state === 'connecting'
        ? 'Connecting…'
        : state === 'error'
          ? 'No access'
          : 'Reconnecting…';
  return (
    <p className={`conn conn--${state}`} role="status" data-testid="connection" data-state={state}>
      <span className="conn__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
