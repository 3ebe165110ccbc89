import { useEffect, useState } from 'react';

/**
 * Server time minus device time, learnt from every snapshot's serverTime. Ages and "today" are
 * measured on the server's clock, so a tablet with a wrong clock still shows "2 min ago".
 */
let offset = 0;

export function learnServerTime(serverTime: string | undefined) {
  if (!serverTime) return;
  const server = Date.parse(serverTime);
  if (!Number.isNaN(server)) offset = server - Date.now();
}

export function serverNow(): Date {
  return new Date(Date.now() + offset);
}

/** The server's current time, refreshed every `everyMs`. */
export function useServerNow(everyMs = 15_000): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  // Read on every render: a snapshot that just taught the offset shows the right age at once.
  return serverNow();
}
