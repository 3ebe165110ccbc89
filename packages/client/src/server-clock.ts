/**
 * The server's clock as seen from this device: every "now" of the rules is the server's, so a
 * wrong phone or tablet clock can neither open a closed store nor age an order wrongly. Each
 * answer carrying `serverTime` (API answers, live snapshots) updates the offset.
 */
export interface ServerClock {
  /** Learns the offset from a server timestamp (ISO text); anything else is ignored. */
  sync(serverTime: string | undefined | null): void;
  /** The server's current time. */
  now(): Date;
  /** Server time minus device time, in milliseconds. */
  offset(): number;
  /** Called whenever the offset changes. */
  onChange(listener: () => void): () => void;
}

/** `toleranceMillis`: smaller changes of the offset are noise (network delay) and ignored. */
export function createServerClock(deviceNow: () => number = Date.now, toleranceMillis = 250): ServerClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  return {
    sync(serverTime) {
      const next = Date.parse(serverTime ?? '') - deviceNow();
      if (!(Math.abs(next - offset) >= toleranceMillis)) return;
      offset = next;
      for (const listener of listeners) listener();
    },
    now: () => new Date(deviceNow() + offset),
    offset: () => offset,
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
