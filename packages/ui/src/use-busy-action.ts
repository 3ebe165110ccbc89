import { useState } from 'react';

/**
 * A form's request in flight, the way both apps run one: `run` marks the form busy and clears the
 * last error, awaits the work, and keeps a failure as the message the app words for it (each app
 * says server errors its own way, so it passes `describe`). Answers whether the work succeeded.
 */
export function useBusyAction(describe: (caught: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (caught) {
      setError(describe(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
