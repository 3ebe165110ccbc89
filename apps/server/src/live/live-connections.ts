import type { WebSocket } from 'ws';

export interface LiveSocketLimits {
  /** Topics one socket may follow at once; more are answered with an error and ignored. */
  maxSubscriptions: number;
  /** Sockets one client address may hold open at once (LIVE_CONNECTIONS_PER_CLIENT). */
  connectionsPerClient: number;
  /** How often sockets are pinged; one that has not answered the last ping by the next is closed. */
  pingIntervalMs: number;
  /** Messages one socket may send a minute; more are answered with an error and ignored. */
  messagesPerMinute: number;
}

export const defaultLiveSocketLimits: LiveSocketLimits = {
  maxSubscriptions: 100,
  connectionsPerClient: 200,
  pingIntervalMs: 30_000,
  messagesPerMinute: 600,
};

export const tooManyTopics = (max: number) =>
  `Sorry, one connection can follow at most ${max} topics. Unsubscribe from one first.`;
export const tooManyMessages = 'Too many messages. Please slow down.';

/** A socket's message budget: true while it has sent at most `perMinute` messages this minute. */
export function messageBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return () => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      count = 0;
    }
    count += 1;
    return count <= perMinute;
  };
}

export const tooManyConnections =
  'Too many live connections from your address. Please close some and try again.';

/**
 * The open live sockets: how many each client address holds, and whether each still answers.
 * Every `pingIntervalMs` each socket is pinged; one that answered neither the last ping (pong)
 * nor sent anything since is gone (a dropped phone, a sleeping laptop) and is terminated, so it
 * stops holding subscriptions and its address's connection budget.
 */
export class LiveConnections {
  private readonly perClient = new Map<string, number>();
  private readonly alive = new Map<WebSocket, boolean>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly limits: LiveSocketLimits) {}

  admits(address: string): boolean {
    return (this.perClient.get(address) ?? 0) < this.limits.connectionsPerClient;
  }

  opened(socket: WebSocket, address: string) {
    this.perClient.set(address, (this.perClient.get(address) ?? 0) + 1);
    this.alive.set(socket, true);
    const answered = () => {
      if (this.alive.has(socket)) this.alive.set(socket, true);
    };
    socket.on('pong', answered);
    socket.on('message', answered);
    socket.once('close', () => {
      this.alive.delete(socket);
      const left = (this.perClient.get(address) ?? 1) - 1;
      if (left > 0) this.perClient.set(address, left);
      else this.perClient.delete(address);
    });
    this.timer ??= setInterval(() => this.sweep(), this.limits.pingIntervalMs).unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private sweep() {
    for (const [socket, answered] of this.alive) {
      if (!answered) {
        this.alive.delete(socket);
        socket.terminate();
        continue;
      }
      this.alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        // closing already
      }
    }
  }
}
