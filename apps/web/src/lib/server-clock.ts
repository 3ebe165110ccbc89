import { useEffect, useState } from 'react';

/**
 * Every "now" of the rules is the server's clock: each answer carrying `serverTime` updates the
 * offset between the server and this device, so a wrong phone clock cannot open a closed store.
 */
let offsetMillis = 0;
const listeners = new Set<() => void>();

export function syncServerTime(serverTime: string | undefined | null): void {
  if (!serverTime) return;
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return;
  const next = server - Date.now();
  if (Math.abs(next - offsetMillis) < 250) return;
  offsetMillis = next;
  for (const listener of listeners) listener();
}

export function serverNow(): Date {
  return new Date(Date.now() + offsetMillis);
}

/** The server's current time, refreshed every `intervalMillis` and whenever the offset changes. */
export function useServerNow(intervalMillis: number): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = window.setInterval(tick, intervalMillis);
    listeners.add(tick);
    return () => {
      window.clearInterval(timer);
      listeners.delete(tick);
    };
  }, [intervalMillis]);
  return now;
}
