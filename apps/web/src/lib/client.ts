import { createApiClient, createServerClock, deferLiveSocket, type LiveTopic } from '@orderly/client';
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
/**
 * A typed call of a contract operation by name (`call('getOrder', { params: { orderId } })`): what
 * is sent and what comes back are the contract's types; answers the `data` of its `{ data }`.
 */
export const call = api.callData;

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
/** And not before this long after the page started: the first screen's pictures and paint go first. */
const LIVE_START_EARLIEST = 1000;

/**
 * Runs `begin` once the page has loaded (images included) and the browser is idle, not before
 * LIVE_START_EARLIEST after navigation, or after LIVE_START_LATEST whatever happens. On a slow phone
 * the load event comes later than that and nothing waits longer; on a fast connection the socket's
 * code (and its snapshots) no longer lands in the middle of the first screen's paint: asked for at
 * the load event, it came ~200 ms after the app's script on Lighthouse's slow 4G and held /menu's
 * and /category's largest paint estimate back by as much.
 */
function afterLoad(begin: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    window.removeEventListener('load', whenLoaded);
    clearTimeout(latest);
    begin();
  };
  const whenLoaded = () => {
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(once, { timeout: 500 }) : setTimeout(once, 0);
    setTimeout(idle, Math.max(0, LIVE_START_EARLIEST - performance.now()));
  };
  const latest = setTimeout(once, LIVE_START_LATEST);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded);
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

/**
 * Watches a live topic of `topics` (null watches nothing): its latest snapshot, typed by the topic
 * (the contract's `LiveSnapshots`), re-rendering on every change.
 */
export const useLive = <Topic extends LiveTopic<unknown>>(topic: Topic | null) =>
  useLiveTopic(liveConnection, topic);
