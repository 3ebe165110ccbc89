import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/client.ts';
import { type PushOrderRef, type PushState, pushStateOf, turnPushOff, turnPushOn } from '../push-browser.ts';
import styles from './push-opt-in.module.css';

/** What the control says in each state. */
const sayings: Record<PushState, string> = {
  off: 'Get a notification on this device when your order is confirmed, ready or running late.',
  on: 'Notifications are on for this order on this device.',
  blocked:
    'Notifications are blocked for this site. To get them, allow notifications in your browser settings, then reload this page.',
  unsupported: 'This browser cannot show notifications from this site.',
};

/**
 * "Tell me when it's ready" (decision 0091): turns push notifications on or off for one order on
 * this device. Nothing is asked of the browser until the diner presses the button. The button stays
 * enabled while it works (aria-disabled), so focus stays on it and it reads its new label.
 */
export function PushOptIn({ order }: { order: PushOrderRef }) {
  const [state, setState] = useState<PushState>(() => pushStateOf(order));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setState(await (state === 'on' ? turnPushOff(order) : turnPushOn(order)));
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status !== 0
          ? caught.message
          : 'Sorry, notifications could not be turned on. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.optIn}
      aria-labelledby="push-opt-in-title"
      data-testid="push-opt-in"
      data-state={state}
    >
      <h2 id="push-opt-in-title" className={styles.title}>
        Tell me when it’s ready
      </h2>
      <p className={styles.saying} aria-live="polite" data-testid="push-opt-in-state">
        {sayings[state]}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {(state === 'off' || state === 'on') && (
        <Button variant="secondary" block onClick={toggle} aria-disabled={busy} aria-busy={busy}>
          {state === 'on' ? 'Turn notifications off' : 'Turn on notifications'}
        </Button>
      )}
    </section>
  );
}
