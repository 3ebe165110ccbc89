import { describe, expect, it } from 'vitest';
import type { Database, NotificationListener } from '../db/client.ts';
import { LiveHub } from './live-hub.ts';

/** NOTIFY in memory: what one instance publishes, every listener hears. */
function fakeDatabase(): Database {
  const listeners = new Set<NotificationListener>();
  return {
    db: undefined as never,
    engine: 'pglite',
    ping: async () => undefined,
    listen: async (_channel, listener) => {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    notify: async (_channel, payload) => {
      for (const listener of listeners) queueMicrotask(() => listener(payload));
    },
    close: async () => undefined,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live hub', () => {
  it('folds a burst of changes into few snapshot reads and ends on the latest state', async () => {
    let version = 0;
    let reads = 0;
    const hub = new LiveHub(fakeDatabase(), {
      queue: {
        authorize: () => true,
        snapshot: async () => {
          reads += 1;
          const seen = version;
          await pause(20);
          return { version: seen };
        },
      },
    });
    await hub.start();
    const received: { type: string; data?: { version: number } }[] = [];
    const subscriber = { send: (json: string) => received.push(JSON.parse(json)) };
    await hub.subscribe({ userId: null }, 'queue:a', subscriber);
    const readsAfterSubscribe = reads;

    for (let change = 1; change <= 20; change++) {
      version = change;
      await hub.publish('queue:a');
    }
    await pause(120);

    expect(reads - readsAfterSubscribe).toBeLessThanOrEqual(3);
    const snapshots = received.filter((message) => message.type === 'snapshot');
    expect(snapshots.at(-1)?.data?.version).toBe(20);
    await hub.stop();
  });

  it('serializes a snapshot once for all its subscribers', async () => {
    const hub = new LiveHub(fakeDatabase(), {
      queue: { authorize: () => true, snapshot: async () => ({ items: [1, 2, 3] }) },
    });
    await hub.start();
    const texts: string[] = [];
    for (let index = 0; index < 3; index++) {
      await hub.subscribe({ userId: null }, 'queue:b', { send: (json) => texts.push(json) });
    }
    texts.length = 0;
    await hub.publish('queue:b');
    await pause(20);
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(1);
    await hub.stop();
  });

  it('tells a subscriber when a topic is unknown or refused', async () => {
    const hub = new LiveHub(fakeDatabase(), {
      secret: { authorize: () => false, snapshot: async () => ({}) },
    });
    const texts: string[] = [];
    await hub.subscribe({ userId: null }, 'nothing:here', { send: (json) => texts.push(json) });
    await hub.subscribe({ userId: null }, 'secret:x', { send: (json) => texts.push(json) });
    expect(texts.map((text) => JSON.parse(text).message)).toEqual([
      'Unknown topic: nothing:here',
      'Not Authenticated',
    ]);
  });
});
