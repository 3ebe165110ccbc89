import { describe, expect, it, vi } from 'vitest';
import { EMPTY_TOPIC, type TopicState } from './apply.ts';
import { deferLiveSocket } from './deferred-live-socket.ts';
import type { LiveSocket } from './live-socket.ts';

/** A loaded socket the test controls: its topics' states and who watches them. */
function loadedSocket() {
  const watchers = new Map<string, Set<() => void>>();
  const states = new Map<string, TopicState>();
  const authListeners = new Set<(userId: string | null) => void>();
  const socket: LiveSocket = {
    subscribe(topic, listener) {
      const set = watchers.get(topic) ?? new Set();
      watchers.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    getState: <T>(topic: string) => (states.get(topic) ?? EMPTY_TOPIC) as TopicState<T>,
    getStatus: () => 'live',
    authenticate: vi.fn(),
    getAuthenticatedUserId: () => 'user-1',
    onAuthenticated(listener) {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    wake: vi.fn(),
    close: vi.fn(),
  };
  const snapshot = (topic: string, data: unknown) => {
    states.set(topic, { data, answered: true, error: null, synced: true });
    for (const listener of watchers.get(topic) ?? []) listener();
  };
  const authenticated = (userId: string | null) => {
    for (const listener of authListeners) listener(userId);
  };
  return { socket, watchers, snapshot, authenticated };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferLiveSocket', () => {
  it('loads nothing until a topic is watched and `start` begins, then hands the watches over', async () => {
    const real = loadedSocket();
    const load = vi.fn(async () => real.socket);
    let begin: (() => void) | undefined;
    const live = deferLiveSocket(load, (start) => {
      begin = start;
    });
    await settle();
    expect(load).not.toHaveBeenCalled();

    const listener = vi.fn();
    live.subscribe('menu:r:l', listener);
    live.subscribe('location:r:l', vi.fn());
    expect(live.getState('menu:r:l')).toBe(EMPTY_TOPIC);
    expect(live.getStatus()).toBe('idle');
    await settle();
    expect(load).not.toHaveBeenCalled();

    begin?.();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect([...real.watchers.keys()]).toEqual(['menu:r:l', 'location:r:l']);
    real.snapshot('menu:r:l', { categories: [] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(live.getState('menu:r:l').data).toEqual({ categories: [] });
    expect(live.getStatus()).toBe('live');
    expect(live.getAuthenticatedUserId()).toBe('user-1');
  });

  it('unwatches before and after the socket came, and later watches go straight to it', async () => {
    const real = loadedSocket();
    const live = deferLiveSocket(async () => real.socket);
    const early = vi.fn();
    const stopEarly = live.subscribe('menu:r:l', early);
    const stopGone = live.subscribe('order:1', vi.fn());
    stopGone();
    await settle();
    expect(real.watchers.get('order:1')).toBeUndefined();
    expect(real.watchers.get('menu:r:l')?.size).toBe(1);

    stopEarly();
    expect(real.watchers.get('menu:r:l')?.size).toBe(0);
    const late = vi.fn();
    live.subscribe('menu:r:l', late);
    real.snapshot('menu:r:l', 1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(early).not.toHaveBeenCalled();
  });

  it('tells the identity listeners registered before the socket came', async () => {
    const real = loadedSocket();
    const live = deferLiveSocket(async () => real.socket);
    const heard: (string | null)[] = [];
    const stop = live.onAuthenticated((userId) => heard.push(userId));
    live.subscribe('user:1', vi.fn());
    await settle();
    real.authenticated('user-1');
    stop();
    real.authenticated(null);
    expect(heard).toEqual(['user-1']);
  });

  it('asks again on the next watch when the code could not be fetched, and closes a socket loaded after close()', async () => {
    const real = loadedSocket();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real.socket);
    const live = deferLiveSocket(load);
    live.subscribe('menu:r:l', vi.fn());
    await settle();
    expect(live.getState('menu:r:l')).toBe(EMPTY_TOPIC);
    live.subscribe('location:r:l', vi.fn());
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect([...real.watchers.keys()]).toEqual(['menu:r:l', 'location:r:l']);

    const other = loadedSocket();
    const closing = deferLiveSocket(async () => other.socket);
    closing.subscribe('menu:r:l', vi.fn());
    closing.close();
    await settle();
    expect(other.socket.close).toHaveBeenCalled();
    expect(closing.getStatus()).toBe('closed');
  });
});
