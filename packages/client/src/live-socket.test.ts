import { applyLivePatch } from '@orderly/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket, type LiveSocketOptions, PING_EVERY, reconnectDelay } from './live-socket.ts';
import type { ClientMessage, ServerMessage } from './protocol/messages.ts';
import { closeCodes, topics } from './protocol/topics.ts';
import { createServerClock } from './server-clock.ts';

/** A WebSocket the test drives: it records what the client sends and plays the server's part. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  readonly sent: ClientMessage[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop(1000);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  subscriptions() {
    return this.sent.filter((message) => message.type === 'subscribe').map((message) => message.topic);
  }
}

const location = topics.location('demo', 'downtown');
const queue = topics.staff('demo', 'downtown');

function setUp(options: Partial<LiveSocketOptions> = {}) {
  const sockets: FakeSocket[] = [];
  FakeSocket.made = sockets;
  const live = createLiveSocket({ url: () => 'ws://test/live', ...options });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return { live, sockets, last };
}

describe('LiveSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    // No jitter: the delays are 0.5 s, 1 s, 2 s…
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('connects when a topic is first watched, subscribes once per topic and delivers its snapshot', () => {
    const { live, sockets, last } = setUp();
    expect(sockets).toHaveLength(0);
    const first = vi.fn();
    const second = vi.fn();
    live.subscribe(location, first);
    live.subscribe(location, second);
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().subscriptions()).toEqual([location]);
    last().receive({ type: 'subscribed', topic: location });
    last().receive({ type: 'snapshot', topic: location, data: { settings: { name: 'Demo' } } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(live.getState(location)).toMatchObject({ data: { settings: { name: 'Demo' } }, answered: true });
    expect(live.getStatus()).toBe('live');
  });

  it('after a drop reconnects with backoff, resubscribes every watched topic once and catches up by snapshot', () => {
    const { live, sockets, last } = setUp({ merge: applyLivePatch });
    const onQueue = vi.fn();
    live.subscribe(queue, onQueue);
    live.subscribe(location, () => undefined);
    last().open();
    last().receive({ type: 'snapshot', topic: queue, data: { orders: [{ id: 'a', status: 'New' }] } });
    last().drop();
    expect(live.getStatus()).toBe('reconnecting');

    // First retry after half a second, then 1 s, 2 s…
    vi.advanceTimersByTime(reconnectDelay(0) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(reconnectDelay(1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(last().subscriptions()).toEqual([queue, location]);
    // What was shown stays while the catch-up snapshot is on its way; a patch read before it is stale.
    expect(live.getState(queue).data).toEqual({ orders: [{ id: 'a', status: 'New' }] });
    last().receive({ type: 'patch', topic: queue, data: { orders: [{ id: 'a', status: 'Ready' }] } });
    expect(live.getState(queue).data).toEqual({ orders: [{ id: 'a', status: 'New' }] });
    last().receive({ type: 'snapshot', topic: queue, data: { orders: [{ id: 'a', status: 'Preparing' }] } });
    last().receive({ type: 'patch', topic: queue, data: { orders: [{ id: 'a', status: 'Ready' }] } });
    expect(live.getState(queue).data).toEqual({ orders: [{ id: 'a', status: 'Ready' }] });
    // The first successful connection resets the backoff.
    last().drop();
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(sockets).toHaveLength(4);
  });

  it('ignores messages from a socket it has replaced', () => {
    const { live, sockets, last } = setUp();
    live.subscribe(location, () => undefined);
    const old = last();
    old.open();
    old.drop();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
    old.receive({ type: 'snapshot', topic: location, data: 'old' });
    expect(live.getState(location).answered).toBe(false);
  });

  it('a topic watched again while connecting or live is not subscribed twice', () => {
    const { live, last } = setUp({ token: () => 'tok' });
    const stop = live.subscribe(location, () => undefined);
    live.subscribe(queue, () => undefined);
    last().open();
    // Opened, not yet authenticated: a new topic goes out at once, after the auth message.
    const order = topics.order('o1');
    live.subscribe(order, () => undefined);
    live.subscribe(order, () => undefined);
    last().receive({ type: 'authenticated', userId: 'u1' });
    expect(last().sent.map((message) => message.type)).toEqual([
      'auth',
      'subscribe',
      'subscribe',
      'subscribe',
    ]);
    expect(last().subscriptions()).toEqual([location, queue, order]);
    stop();
    vi.advanceTimersByTime(0);
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: location });
    live.subscribe(location, () => undefined);
    expect(last().subscriptions()).toEqual([location, queue, order, location]);
  });

  it('keeps a topic a while after its last watcher leaves (grace), so a remount does not resubscribe', () => {
    const { live, last } = setUp({ unwatchGraceMs: 5000 });
    const stop = live.subscribe(location, () => undefined);
    last().open();
    stop();
    vi.advanceTimersByTime(4000);
    live.subscribe(location, () => undefined);
    vi.advanceTimersByTime(5000);
    expect(last().sent).toEqual([{ type: 'subscribe', topic: location }]);
  });

  it('sends the token before the subscriptions on every connect and tells who the server took it for', () => {
    let token: string | null = 'first';
    const { live, last } = setUp({ token: () => token });
    const users: (string | null)[] = [];
    live.onAuthenticated((userId) => users.push(userId));
    live.subscribe(location, () => undefined);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'first' });
    last().receive({ type: 'authenticated', userId: 'u1' });
    expect(live.getAuthenticatedUserId()).toBe('u1');

    token = 'second';
    live.authenticate();
    expect(last().sent.at(-1)).toEqual({ type: 'auth', token: 'second' });
    token = null;
    live.authenticate();
    expect(last().sent.at(-1)).toEqual({ type: 'auth', token: null });
    // The answer for 'second' arrives after the sign-out: it says nothing about the current token.
    last().receive({ type: 'authenticated', userId: 'u2' });
    expect(users).toEqual(['u1', null]);
  });

  it('with onSessionRejected, a token the server does not know (or a session ended) stops it for good', () => {
    const rejected = vi.fn();
    const first = setUp({ token: () => 'expired', onSessionRejected: rejected, keepOpen: true });
    expect(first.sockets).toHaveLength(1);
    first.last().open();
    first.last().receive({ type: 'authenticated', userId: null });
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(first.live.getStatus()).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(first.sockets).toHaveLength(1);

    const second = setUp({ token: () => 'good', onSessionRejected: rejected, keepOpen: true });
    second.last().open();
    second.last().receive({ type: 'authenticated', userId: 'staff-1' });
    second.last().drop(closeCodes.sessionEnded);
    expect(rejected).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(second.sockets).toHaveLength(1);
  });

  it("reconnects at once when the server restarts ('going away'), whatever the backoff had reached", () => {
    const { live, sockets, last } = setUp();
    live.subscribe(location, () => undefined);
    for (let drop = 0; drop < 4; drop++) {
      last().drop();
      vi.advanceTimersByTime(10_000);
    }
    last().open();
    last().drop(closeCodes.goingAway);
    const before = sockets.length;
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(sockets).toHaveLength(before + 1);
  });

  it('pings while open and treats a silent link as dropped', () => {
    const { live, sockets, last } = setUp();
    live.subscribe(location, () => undefined);
    last().open();
    vi.advanceTimersByTime(PING_EVERY);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    // Nothing heard for more than 40 s: the next ping closes it and a new socket is opened.
    vi.advanceTimersByTime(PING_EVERY * 3);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('wake() reconnects at once a socket waiting to retry', () => {
    const { live, sockets, last } = setUp();
    live.subscribe(location, () => undefined);
    for (let drop = 0; drop < 4; drop++) {
      last().drop();
      vi.advanceTimersByTime(10_000);
    }
    last().drop();
    const before = sockets.length;
    live.wake();
    expect(sockets).toHaveLength(before + 1);
  });

  it("learns the server's time from snapshots and patches", () => {
    const clock = createServerClock();
    const { live, last } = setUp({ clock });
    live.subscribe(location, () => undefined);
    last().open();
    const serverTime = new Date(Date.now() + 3_600_000).toISOString();
    last().receive({ type: 'snapshot', topic: location, data: { serverTime } });
    expect(Math.round(clock.offset() / 1000)).toBe(3600);
  });

  it('goes idle when nothing is watched and it drops, and reconnects when something is watched again', () => {
    const { live, sockets, last } = setUp();
    const stop = live.subscribe(location, () => undefined);
    last().open();
    stop();
    vi.advanceTimersByTime(0);
    last().drop();
    expect(live.getStatus()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    live.subscribe(location, () => undefined);
    expect(sockets).toHaveLength(2);
  });
});
