import {
  createApiClient,
  createLiveSocket,
  createServerClock,
  type LiveSocket,
  type LiveStatus,
  type LiveTopic,
  type SnapshotOf,
  type TopicState,
} from '@orderly/client';
import { useServerNow as useClockNow, useLiveTopic } from '@orderly/client/react';
import { applyLivePatch } from '@orderly/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { getSession, setSession } from './session.ts';

export { ApiError, query } from '@orderly/client';

/** The message to show for a failed call: the server's sentence (an ApiError), or a plain apology. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Sorry, something went wrong.';

/**
 * The staff app's instances of @orderly/client: the API client and the server clock, and the live
 * socket of the signed-in staff member (`LiveProvider`).
 */
const client = createApiClient({
  token: () => getSession()?.token ?? null,
  // An expired or revoked session: back to the sign-in screen.
  onUnauthorized: () => setSession(null),
  networkErrorMessage: 'The ordering server cannot be reached. Check the connection.',
  failureMessage: () => 'Sorry, something went wrong. Please try again.',
});

/**
 * A typed call of a contract operation by name (`call('setAvailability', { body })`): what is sent
 * and what comes back are the contract's types; answers the `data` of its `{ data }`; a refusal is
 * thrown as an ApiError with the server's sentence.
 */
export const call = client.callData;

/**
 * Server time minus device time, learnt from every live snapshot's serverTime. Ages and "today" are
 * measured on the server's clock, so a tablet with a wrong clock still shows "2 min ago".
 */
const serverClock = createServerClock();
export const serverNow = serverClock.now;

/**
 * The server's current time, refreshed every `everyMs`, whenever the offset changes, and at the
 * moment `wakeAt` names (server time in ms, from the current value), e.g. when a card turns urgent.
 */
export function useServerNow(everyMs = 15_000, wakeAt?: (now: Date) => number | null): Date {
  return useClockNow(serverClock, everyMs, wakeAt);
}

const LiveContext = createContext<LiveSocket | null>(null);
const StatusContext = createContext<LiveStatus>('connecting');

/**
 * Opens the app's one live connection for the signed-in staff member: authenticated with the
 * session token, kept open (a topic nobody watches stays subscribed 5 s, so a screen that remounts
 * does not resubscribe); a session the server no longer knows signs out.
 */
export function LiveProvider({ token, children }: { token: string; children: ReactNode }) {
  const [connection, setConnection] = useState<LiveSocket | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    const created = createLiveSocket({
      url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/live`,
      token: () => token,
      onSessionRejected: () => setSession(null),
      keepOpen: true,
      unwatchGraceMs: 5000,
      clock: serverClock,
      // The queue's changes come as patches of its items.
      merge: applyLivePatch,
      onStatus: setStatus,
    });
    setConnection(created);
    return () => created.close();
  }, [token]);
  if (!connection) return null;
  return (
    <LiveContext.Provider value={connection}>
      <StatusContext.Provider value={status}>{children}</StatusContext.Provider>
    </LiveContext.Provider>
  );
}

function useConnection(): LiveSocket {
  const connection = useContext(LiveContext);
  if (!connection) throw new Error('useLive needs a LiveProvider');
  return connection;
}

/**
 * The latest snapshot of a topic of `topics` (undefined until the first one arrives), typed by the
 * topic (the contract's `LiveSnapshots`), and the server's refusal, if any.
 */
export function useLive<Topic extends LiveTopic<unknown>>(topic: Topic): TopicState<SnapshotOf<Topic>> {
  return useLiveTopic(useConnection(), topic);
}

export function useConnectionStatus(): LiveStatus {
  return useContext(StatusContext);
}
