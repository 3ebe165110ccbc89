import { applyLivePatch } from '@orderly/domain';
import { EMPTY_TOPIC, parseServerMessage, reconnectDelay, type TopicState } from './live-messages.ts';
import { learnServerTime } from './server-clock.ts';

/** live: authenticated and receiving; reconnecting: dropped and retrying; connecting: first attempt. */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

type Listener = () => void;

const PING_EVERY = 15_000;
const UNWATCH_GRACE = 5_000;
/** No message (not even a pong) for this long: the link is dead even if the socket says open. */
const SILENCE_LIMIT = 40_000;

/**
 * One WebSocket for the whole staff app. It authenticates with the session token, subscribes to
 * every watched topic and, after any drop, reconnects with backoff and subscribes again; the server
 * answers each subscription with a full snapshot, so nothing that happened meanwhile is missed.
 * Between snapshots a topic may send patches: the items that changed, merged into the snapshot.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private status: ConnectionStatus = 'connecting';
  private attempt = 0;
  private retryTimer: number | undefined;
  private pingTimer: number | undefined;
  private lastHeard = 0;
  private closed = false;
  private readonly topics = new Map<string, Set<Listener>>();
  private readonly states = new Map<string, TopicState>();
  private readonly statusListeners = new Set<Listener>();

  constructor(
    private readonly url: string,
    private readonly token: string,
    /** The server did not recognise the session (expired or signed out elsewhere). */
    private readonly onSessionRejected: () => void = () => undefined,
  ) {
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  getStatus = (): ConnectionStatus => this.status;

  getState(topic: string): TopicState {
    return this.states.get(topic) ?? EMPTY_TOPIC;
  }

  onStatus = (listener: Listener): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  watch(topic: string, listener: Listener): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
      if (this.status === 'live') this.send({ type: 'subscribe', topic });
    }
    set.add(listener);
    return () => {
      const listeners = this.topics.get(topic);
      listeners?.delete(listener);
      // A screen that re-renders or remounts watches again at once: keep the subscription a while.
      if (listeners?.size === 0) {
        window.setTimeout(() => {
          if (this.topics.get(topic)?.size !== 0) return;
          this.topics.delete(topic);
          this.states.delete(topic);
          if (this.status === 'live') this.send({ type: 'unsubscribe', topic });
        }, UNWATCH_GRACE);
      }
    };
  }

  close() {
    this.closed = true;
    window.removeEventListener('online', this.reconnectNow);
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.pingTimer);
    this.socket?.close();
    this.socket = null;
  }

  private setStatus(status: ConnectionStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private connect() {
    if (this.closed) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = Date.now();
      this.send({ type: 'auth', token: this.token });
    };
    socket.onmessage = (event) => {
      this.lastHeard = Date.now();
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === 'authenticated') {
        if (message.userId === null) {
          this.close();
          this.onSessionRejected();
          return;
        }
        this.attempt = 0;
        for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
        this.setStatus('live');
        window.clearInterval(this.pingTimer);
        this.pingTimer = window.setInterval(this.ping, PING_EVERY);
      } else if (message.type === 'snapshot') {
        learnServerTime((message.data as { serverTime?: string } | null)?.serverTime);
        this.update(message.topic, { data: message.data, error: null, received: true });
      } else if (message.type === 'patch') {
        learnServerTime((message.data as { serverTime?: string } | null)?.serverTime);
        const state = this.getState(message.topic);
        // Before the first snapshot there is nothing to patch: that snapshot will hold the change.
        if (state.received && state.data !== null) {
          this.update(message.topic, { ...state, data: applyLivePatch(state.data, message.data) });
        }
      } else if (message.type === 'error' && message.topic) {
        this.update(message.topic, {
          data: this.getState(message.topic).data,
          error: message.message,
          received: true,
        });
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      window.clearInterval(this.pingTimer);
      this.scheduleRetry();
    };
    socket.onerror = () => socket.close();
  }

  private update(topic: string, state: TopicState) {
    if (!this.topics.has(topic)) return;
    this.states.set(topic, state);
    for (const listener of this.topics.get(topic) ?? []) listener();
  }

  private scheduleRetry() {
    if (this.closed) return;
    this.setStatus('reconnecting');
    window.clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
  }

  private readonly reconnectNow = () => {
    if (this.status === 'live') return;
    this.attempt = 0;
    window.clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
    this.connect();
  };

  private readonly ping = () => {
    if (Date.now() - this.lastHeard > SILENCE_LIMIT) {
      const stale = this.socket;
      this.socket = null;
      stale?.close();
      this.scheduleRetry();
      return;
    }
    this.send({ type: 'ping' });
  };

  private send(message: unknown) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

export function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/live`;
}
