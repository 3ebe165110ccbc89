import { EMPTY_TOPIC, type TopicState } from './apply.ts';
import type { LiveSocket } from './live-socket.ts';

/**
 * A `LiveSocket` whose code loads later: `load` (a dynamic import of ./live-socket.ts, say) runs
 * once `start` allows it, after the first topic is watched. Until then topics read as not yet
 * answered, and what was watched or listened to meanwhile is handed to the real socket when it
 * comes; its subscriptions' snapshots catch up with anything that changed before.
 *
 * The customer app uses it to keep the socket out of its first load: the first screen comes from
 * HTTP (index.html's boot script), the live updates after it has painted.
 */
export function deferLiveSocket(
  load: () => Promise<LiveSocket>,
  start: (begin: () => void) => void = (begin) => begin(),
): LiveSocket {
  let real: LiveSocket | null = null;
  let closed = false;
  let requested = false;
  /** Watches made before the socket came: each gets the real unwatch function once it has. */
  const waiting = new Map<symbol, { topic: string; listener: () => void; stop?: () => void }>();
  const authListeners = new Set<(userId: string | null) => void>();

  const begin = () => {
    load().then(
      (socket) => {
        if (closed) return socket.close();
        real = socket;
        socket.onAuthenticated((userId) => {
          for (const listener of authListeners) listener(userId);
        });
        for (const watch of waiting.values()) watch.stop = socket.subscribe(watch.topic, watch.listener);
      },
      // The code could not be fetched (offline at that moment): the next watch asks again.
      () => {
        requested = false;
      },
    );
  };

  return {
    subscribe(topic, listener) {
      if (real) return real.subscribe(topic, listener);
      const id = Symbol(topic);
      const watch: { topic: string; listener: () => void; stop?: () => void } = { topic, listener };
      waiting.set(id, watch);
      if (!requested && !closed) {
        requested = true;
        start(begin);
      }
      return () => {
        waiting.delete(id);
        watch.stop?.();
      };
    },
    getState: <T>(topic: string) => (real ? real.getState<T>(topic) : (EMPTY_TOPIC as TopicState<T>)),
    getStatus: () => (real ? real.getStatus() : closed ? 'closed' : 'idle'),
    authenticate: () => real?.authenticate(),
    getAuthenticatedUserId: () => real?.getAuthenticatedUserId() ?? null,
    onAuthenticated(listener) {
      authListeners.add(listener);
      return () => {
        authListeners.delete(listener);
      };
    },
    wake: () => real?.wake(),
    close() {
      closed = true;
      real?.close();
    },
  };
}
