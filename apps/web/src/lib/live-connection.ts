import {
  EMPTY_TOPIC,
  nextTopicState,
  parseServerMessage,
  reconnectDelay,
  type TopicState,
} from './live-messages.ts';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waiting';

type Listener = () => void;

/** Who the server took the socket for after `{type:'auth'}`: a user id, or null for anonymous. */
export type AuthListener = (userId: string | null) => void;

const PING_INTERVAL = 25_000;

/**
 * One WebSocket shared by every live subscription of the app. Topics are reference-counted: the
 * first listener subscribes, the last one unsubscribes. After a drop it reconnects with backoff and
 * subscribes again to every watched topic; the server answers each with a fresh snapshot.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private status: ConnectionStatus = 'idle';
  private attempt = 0;
  private retryTimer: number | undefined;
  private pingTimer: number | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly states = new Map<string, TopicState>();
  private authToken: string | null = null;
  private authenticatedUserId: string | null = null;
  private readonly authListeners = new Set<AuthListener>();

  constructor(private readonly url: () => string) {}

  getState(topic: string): TopicState {
    return this.states.get(topic) ?? EMPTY_TOPIC;
  }

  getStatus(): ConnectionStatus {
    return this.status;
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    if (isNew) {
      if (this.status === 'open') this.send({ type: 'subscribe', topic });
      else this.connect();
    }
    return () => {
      const current = this.listeners.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size > 0) return;
      this.listeners.delete(topic);
      if (this.status === 'open') this.send({ type: 'unsubscribe', topic });
    };
  }

  /**
   * The session token the socket identifies with: sent on every (re)connect before the topics,
   * and at once when it changes, so user topics are authorised.
   */
  authenticate(token: string | null): void {
    if (token === this.authToken) return;
    this.authToken = token;
    if (token === null) this.setAuthenticated(null);
    if (this.status === 'open') this.send({ type: 'auth', token });
  }

  /** The user the server has authenticated this socket as (null until it answers, or anonymous). */
  getAuthenticatedUserId(): string | null {
    return this.authenticatedUserId;
  }

  onAuthenticated(listener: AuthListener): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  private setAuthenticated(userId: string | null): void {
    if (userId === this.authenticatedUserId) return;
    this.authenticatedUserId = userId;
    for (const listener of this.authListeners) listener(userId);
  }

  /** Reconnect now (e.g. when the device comes back online). */
  wake(): void {
    if (this.status === 'waiting') {
      window.clearTimeout(this.retryTimer);
      this.status = 'idle';
      this.connect();
    }
  }

  private connect(): void {
    if (this.status === 'connecting' || this.status === 'open' || this.status === 'waiting') return;
    if (this.listeners.size === 0) return;
    this.status = 'connecting';
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.status = 'open';
      this.attempt = 0;
      // The server handles messages in order: topics subscribed after this see the identity.
      if (this.authToken !== null) this.send({ type: 'auth', token: this.authToken });
      for (const topic of this.listeners.keys()) this.send({ type: 'subscribe', topic });
      this.pingTimer = window.setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL);
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const authenticated = parseAuthenticated(event.data);
      if (authenticated !== undefined) {
        // An answer for a token since replaced (or dropped) says nothing about the current one.
        if (this.authToken !== null) this.setAuthenticated(authenticated);
        return;
      }
      const message = parseServerMessage(event.data);
      if (!message || message.type === 'pong' || !('topic' in message) || !message.topic) return;
      const topic = message.topic;
      const next = nextTopicState(this.getState(topic), message);
      if (!next) return;
      this.states.set(topic, next);
      for (const listener of this.listeners.get(topic) ?? []) listener();
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      window.clearInterval(this.pingTimer);
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.listeners.size === 0) {
      this.status = 'idle';
      return;
    }
    this.status = 'waiting';
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = window.setTimeout(() => {
      this.status = 'idle';
      this.connect();
    }, delay);
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

/** `{type:'authenticated', userId}` gives the user id (or null); any other message gives undefined. */
function parseAuthenticated(raw: string): string | null | undefined {
  if (!raw.includes('"authenticated"')) return undefined;
  try {
    const value = JSON.parse(raw) as { type?: unknown; userId?: unknown };
    if (value.type !== 'authenticated') return undefined;
    return typeof value.userId === 'string' ? value.userId : null;
  } catch {
    return undefined;
  }
}
