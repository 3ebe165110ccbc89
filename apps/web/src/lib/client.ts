import { createApiClient, createServerClock, deferLiveSocket } from '@orderly/client';
import { useServerNow as useClockNow, useLiveTopic } from '@orderly/client/react';

export { ApiError, type RequestOptions } from '@orderly/client';

/**
 * The customer app's instances of @orderly/client: the API client, the live socket and the
 * server clock. The auth feature tells them the session token (`setAuthTokenProvider`).
 */
let authToken = (): string | null => null;
let onUnauthorized = () => {};
const token = () => authToken();

export const api = createApiClient({
  token,
  onUnauthorized: () => onUnauthorized(),
  networkErrorMessage: 'Sorry, we could not reach the restaurant. Please check your connection.',
});
/** Most endpoints answer `{ data }`: this unwraps it. */
export const apiData = api.data;

/** The server's clock: "now" for every rule (opening hours, menus by time, order status). */
export const serverClock = createServerClock();
export const { now: serverNow, sync: syncServerTime } = serverClock;

/**
 * The app's single live connection. Its code is not part of the first load: the first screen comes
 * from HTTP (index.html's boot script reads the location and menu), and the socket is fetched and
 * opened once the page has loaded (or after `LIVE_START_LATEST`); the snapshots of its topics then
 * catch up with anything that changed meanwhile. Started earlier, its menu snapshot (the whole
 * catalogue, parsed and compared) ran during the first screen's busiest moment.
 */
export const liveConnection = deferLiveSocket(
  () =>
    import('@orderly/client/live-socket').then(({ createLiveSocket }) =>
      createLiveSocket({
        url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`,
        token,
        clock: serverClock,
      }),
    ),
  afterLoad,
);

/** At most this long after the first watch, the live socket starts even if the page is still loading. */
const LIVE_START_LATEST = 2500;

/** Runs `begin` once the page has loaded (images included), or after LIVE_START_LATEST. */
function afterLoad(begin: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    window.removeEventListener('load', once);
    clearTimeout(timer);
    begin();
  };
  const timer = setTimeout(once, document.readyState === 'complete' ? 0 : LIVE_START_LATEST);
  window.addEventListener('load', once);
}

/** Where later calls and the live socket get the signed-in user's token from (set by the auth feature). */
export function setAuthTokenProvider(provider: () => string | null): void {
  authToken = provider;
  liveConnection.authenticate();
}

/** Called when a request that carried a token is refused with 401: the session is gone. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The server's current time, refreshed every `intervalMillis` and whenever the offset changes. */
export const useServerNow = (intervalMillis: number) => useClockNow(serverClock, intervalMillis);

/** Watches a live topic (null watches nothing): its latest snapshot, re-rendering on every change. */
export const useLive = <T>(topic: string | null) => useLiveTopic<T>(liveConnection, topic);
