import { describe, expect, it } from 'vitest';
import type { Database, NotificationListener } from '../db/client.ts';
import { keyed, LiveHub } from './live-hub.ts';

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
        parts: 1,
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
      queue: { parts: 1, authorize: () => true, snapshot: async () => ({ items: [1, 2, 3] }) },
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

  it('sends the items a keyed change names as a patch, folding a burst into few reads', async () => {
    const patchReads: string[][] = [];
    const hub = new LiveHub(fakeDatabase(), {
      queue: {
        parts: 1,
        authorize: () => true,
        snapshot: async () => ({ orders: ['all'] }),
        patch: async (_parts, keys) => {
          patchReads.push(keys);
          await pause(20);
          return { orders: keys };
        },
      },
    });
    await hub.start();
    const received: { type: string; data: { orders: string[] } }[] = [];
    await hub.subscribe({ userId: null }, 'queue:c', { send: (json) => received.push(JSON.parse(json)) });
    received.length = 0;

    for (let order = 1; order <= 10; order++) await hub.publish(keyed('queue:c', `order:${order}`));
    await pause(100);

    expect(received.every((message) => message.type === 'patch')).toBe(true);
    expect(patchReads.length).toBeLessThanOrEqual(3);
    expect(received.flatMap((message) => message.data.orders).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `order:${index + 1}`).sort(),
    );
    await hub.stop();
  });

  it('sends the whole snapshot when a change has no key or the topic has no patches', async () => {
    const hub = new LiveHub(fakeDatabase(), {
      queue: {
        parts: 1,
        authorize: () => true,
        snapshot: async () => ({ whole: true }),
        patch: async () => ({ whole: false }),
      },
      plain: { parts: 1, authorize: () => true, snapshot: async () => ({ whole: true }) },
    });
    await hub.start();
    const types: string[] = [];
    const subscriber = { send: (json: string) => types.push(JSON.parse(json).type) };
    await hub.subscribe({ userId: null }, 'queue:d', subscriber);
    await hub.subscribe({ userId: null }, 'plain:d', subscriber);
    types.length = 0;
    await hub.publish(keyed('queue:d', 'order:1'));
    await pause(10);
    await hub.publish('queue:d');
    await pause(10);
    await hub.publish(keyed('plain:d', 'order:1'));
    await pause(10);
    expect(types).toEqual(['patch', 'snapshot', 'snapshot']);
    await hub.stop();
  });

  it('never sends a subscriber an older state after a newer one', async () => {
    // The first snapshot read is slow; a change committed meanwhile must arrive after it.
    let version = 1;
    let snapshotDelay = 40;
    const hub = new LiveHub(fakeDatabase(), {
      queue: {
        parts: 1,
        authorize: () => true,
        snapshot: async () => {
          const seen = version;
          await pause(snapshotDelay);
          return { version: seen };
        },
        patch: async () => ({ version }),
      },
    });
    await hub.start();
    const early: { type: string; data?: { version: number } }[] = [];
    await hub.subscribe({ userId: null }, 'queue:e', { send: (json) => early.push(JSON.parse(json)) });
    const late: { type: string; data?: { version: number } }[] = [];
    const joining = hub.subscribe({ userId: null }, 'queue:e', {
      send: (json) => late.push(JSON.parse(json)),
    });
    await pause(5);
    version = 2;
    snapshotDelay = 0;
    await hub.publish(keyed('queue:e', 'order:1'));
    await joining;
    await pause(20);
    const versions = late.filter((message) => message.data).map((message) => message.data?.version);
    expect(versions).toEqual([1, 2]);
    expect(early.at(-1)?.data?.version).toBe(2);
    await hub.stop();
  });

  it('tells a subscriber when a topic is unknown or refused', async () => {
    const hub = new LiveHub(fakeDatabase(), {
      secret: { parts: 1, authorize: () => false, snapshot: async () => ({}) },
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
