import { apply, EMPTY_TOPIC, type Merge, type Resubscribed, type TopicState } from './apply.ts';
import type { ClientMessage, ServerMessage, TopicMessage } from './protocol/messages.ts';
import { closeCodes } from './protocol/topics.ts';
import type { ServerClock } from './server-clock.ts';

/**
 * idle: nothing to watch, no socket; connecting: first attempt; live: open (and, with a token,
 * authenticated); reconnecting: dropped, retrying with backoff; closed: `close()` was called.
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface LiveSocketOptions {
  /** Where `/live` is, asked on every connect. */
  url: () => string;
  /** The session token the socket identifies with, read on every connect and on `authenticate()`. */
  token?: () => string | null;
  /**
   * The server did not recognise the token (expired, signed out elsewhere), or ended the socket's
   * session: with this set the socket closes for good and calls it; without, it carries on anonymous.
   */
  onSessionRejected?: () => void;
  /** Stay connected with nothing to watch (else the socket connects while a topic is watched). */
  keepOpen?: boolean;
  /** Learns the server's time from every snapshot or patch that carries `serverTime`. */
  clock?: ServerClock;
  /** How long a topic nobody watches stays subscribed: a screen that remounts watches it again. */
  unwatchGraceMs?: number;
  /** How patches apply (see `Merge`); without it patches are ignored. */
  merge?: Merge;
  /** Told every change of the socket's status (the staff app's connection indicator). */
  onStatus?: (status: LiveStatus) => void;
}

/** One WebSocket for every live subscription of an app; see `createLiveSocket`. */
export interface LiveSocket {
  /** Watches a topic: `listener` runs after each change of its state. Returns the unwatch function. */
  subscribe(topic: string, listener: () => void): () => void;
  getState<T = unknown>(topic: string): TopicState<T>;
  getStatus(): LiveStatus;
  /** The token changed (signed in or out): tell the server at once, before any later subscription. */
  authenticate(): void;
  /** The user the server took this socket for (null until it answers, or anonymous). */
  getAuthenticatedUserId(): string | null;
  onAuthenticated(listener: (userId: string | null) => void): () => void;
  /** Reconnect now if waiting to (the device is back online, the tab visible again). */
  wake(): void;
  /** Stops for good: no socket, no timers, no reconnect. */
  close(): void;
}

/** Pings keep proxies from closing an idle socket and tell a dead link from a quiet one. */
export const PING_EVERY = 15_000;
/** No message (not even a pong) for this long: the link is dead even if the socket says open. */
export const SILENCE_LIMIT = 40_000;

/** Reconnect delay: doubling from half a second up to 10 s, ±25 % so clients do not stampede. */
export const reconnectDelay = (attempt: number): number =>
  Math.round(Math.min(10_000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5));

/**
 * One WebSocket for every live subscription of an app (the protocol: ./protocol/messages.ts).
 * Topics are counted by listener: the first one subscribes, the last one unsubscribes (after a
 * grace). After a drop it reconnects with backoff, authenticates again and resubscribes every
 * watched topic; each answer is a catch-up snapshot, so nothing that happened meanwhile is missed.
 * A server shutting down closes with 'going away': the socket reconnects at once, elsewhere.
 * Topic states are reconciled by `apply` (./apply.ts). (A closure rather than a class: its
 * internals minify to one letter in the customer app's first load.)
 */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const {
    url,
    token: tokenOf = () => null,
    onSessionRejected,
    keepOpen,
    clock,
    unwatchGraceMs = 0,
    merge,
    onStatus,
  } = options;
  let socket: WebSocket | null = null;
  /** The socket's open event has run: subscriptions go out at once. */
  let opened = false;
  let status: LiveStatus = 'idle';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;
  /** The token sent on this socket (undefined: none sent yet). */
  let sentToken: string | null | undefined;
  let userId: string | null = null;
  const listeners = new Map<string, Set<() => void>>();
  const states = new Map<string, TopicState>();
  const authListeners = new Set<(userId: string | null) => void>();

  const send = (message: ClientMessage) => {
    if (opened) socket?.send(JSON.stringify(message));
  };

  const setStatus = (next: LiveStatus) => {
    if (status === next || status === 'closed') return;
    status = next;
    onStatus?.(next);
  };

  const setUser = (next: string | null) => {
    if (next === userId) return;
    userId = next;
    for (const listener of authListeners) listener(next);
  };

  const update = (topic: string, message: TopicMessage | Resubscribed) => {
    // A topic nobody watches any more: what arrives for it is stale.
    const watching = listeners.get(topic);
    const current = live.getState(topic);
    const next = watching ? apply(current, message, merge) : current;
    if (next === current) return;
    states.set(topic, next);
    for (const listener of watching ?? []) listener();
  };

  const drop = () => {
    const stale = socket;
    socket = null;
    opened = false;
    clearInterval(pingTimer);
    stale?.close();
  };

  const reject = () => {
    live.close();
    onSessionRejected?.();
  };

  const scheduleReconnect = () => {
    if (status === 'closed') return;
    if (!listeners.size && !keepOpen) return setStatus('idle');
    setStatus('reconnecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, reconnectDelay(attempt++));
  };

  const receive = (message: ServerMessage) => {
    if (message.type === 'authenticated') {
      // An answer for a token since replaced (or dropped) says nothing about the current one.
      if (sentToken == null) return;
      if (message.userId === null && onSessionRejected) return reject();
      setUser(message.userId);
      attempt = 0;
      setStatus('live');
    } else if (message.type === 'snapshot' || message.type === 'patch') {
      const data = message.data as { serverTime?: unknown } | null;
      if (typeof data?.serverTime === 'string') clock?.sync(data.serverTime);
      update(message.topic, message);
    } else if (message.type === 'error' && message.topic) {
      update(message.topic, message as TopicMessage);
    }
  };

  const connect = () => {
    if (status === 'closed' || socket || retryTimer !== undefined) return;
    if (!listeners.size && !keepOpen) return setStatus('idle');
    if (status === 'idle') setStatus('connecting');
    let created: WebSocket;
    try {
      created = new WebSocket(url());
    } catch {
      return scheduleReconnect();
    }
    socket = created;
    opened = false;
    sentToken = undefined;
    created.onopen = () => {
      if (socket !== created) return;
      opened = true;
      lastHeard = Date.now();
      // The server handles messages in order: the subscriptions after this see the identity.
      const token = tokenOf();
      if (token !== null) {
        sentToken = token;
        send({ type: 'auth', token });
      } else {
        attempt = 0;
        setStatus('live');
      }
      for (const topic of listeners.keys()) {
        update(topic, { type: 'resubscribed', topic });
        send({ type: 'subscribe', topic });
      }
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (Date.now() - lastHeard <= SILENCE_LIMIT) return send({ type: 'ping' });
        drop();
        scheduleReconnect();
      }, PING_EVERY);
    };
    created.onmessage = (event) => {
      if (socket !== created) return;
      lastHeard = Date.now();
      let message: ServerMessage | undefined;
      try {
        message = JSON.parse(event.data);
      } catch {}
      if (message && typeof message === 'object') receive(message);
    };
    created.onclose = (event) => {
      if (socket !== created) return;
      drop();
      if (event.code === closeCodes.sessionEnded && onSessionRejected) return reject();
      // A server shutting down asks its clients to come back at once (to another instance).
      if (event.code === closeCodes.goingAway) attempt = 0;
      scheduleReconnect();
    };
    created.onerror = () => created.close();
  };

  const live: LiveSocket = {
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        if (opened) send({ type: 'subscribe', topic });
        else connect();
      }
      set.add(listener);
      return () => {
        const current = listeners.get(topic);
        if (!current?.delete(listener) || current.size) return;
        setTimeout(() => {
          if (listeners.get(topic)?.size !== 0) return;
          listeners.delete(topic);
          states.delete(topic);
          send({ type: 'unsubscribe', topic });
        }, unwatchGraceMs);
      };
    },
    getState: <T>(topic: string) => (states.get(topic) ?? EMPTY_TOPIC) as TopicState<T>,
    getStatus: () => status,
    authenticate() {
      const token = tokenOf();
      if (token === null) setUser(null);
      if (opened && token !== sentToken && (token !== null || sentToken !== undefined)) {
        sentToken = token;
        send({ type: 'auth', token });
      }
    },
    getAuthenticatedUserId: () => userId,
    onAuthenticated(listener) {
      authListeners.add(listener);
      return () => {
        authListeners.delete(listener);
      };
    },
    wake() {
      if (status !== 'reconnecting') return;
      attempt = 0;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      connect();
    },
    close() {
      setStatus('closed');
      device?.removeEventListener('online', live.wake);
      device?.document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(retryTimer);
      drop();
    },
  };
  // The device back online or the tab visible again: reconnect now rather than at the next retry.
  const device = typeof window === 'undefined' ? null : window;
  const onVisible = () => document.visibilityState === 'visible' && live.wake();
  device?.addEventListener('online', live.wake);
  device?.document.addEventListener('visibilitychange', onVisible);
  if (keepOpen) connect();
  return live;
}
