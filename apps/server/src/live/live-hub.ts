import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Who is asking: anonymous visitors have no user id. */
export interface LiveCaller {
  userId: string | null;
}

/** A kind of subscription, e.g. `location:{restaurantId}:{locationId}`. */
export interface TopicProvider {
  /** Whether the caller may watch this topic (the parts after the prefix). */
  authorize(caller: LiveCaller, parts: string[]): Promise<boolean> | boolean;
  /** The topic's whole current state; sent on subscribe and after each change without a key. */
  snapshot(parts: string[]): Promise<unknown>;
  /**
   * What changed, for changes published with keys (`topic#key`): items the subscriber upserts by id
   * into its snapshot. Without it, keyed changes send the whole snapshot as well.
   */
  patch?(parts: string[], keys: string[]): Promise<unknown>;
  /** A subscriber joined (after its rights were checked) or left. */
  onSubscribe?(parts: string[]): Promise<void> | void;
  onUnsubscribe?(parts: string[]): void;
}

export interface LiveSubscriber {
  /** Sends one message already serialized as JSON (a snapshot is serialized once for everyone). */
  send(json: string): void;
}

export type LiveMessage =
  | { type: 'snapshot'; topic: string; data: unknown }
  | { type: 'patch'; topic: string; data: unknown }
  | { type: 'error'; topic?: string; message: string }
  | { type: 'subscribed'; topic: string };

const CHANNEL = 'orderly_live';

const send = (subscriber: LiveSubscriber, message: LiveMessage) => subscriber.send(JSON.stringify(message));

/** A change of one item of a topic, e.g. `keyed('staff:r:l', 'order:42')`: subscribers get a patch. */
export const keyed = (topic: string, key: string) => `${topic}#${key}`;

function splitNotice(notice: string): { topic: string; key: string | null } {
  const hash = notice.indexOf('#');
  return hash === -1
    ? { topic: notice, key: null }
    : { topic: notice.slice(0, hash), key: notice.slice(hash + 1) };
}

/** Changes waiting for the next read of a topic: all of it, or only some keys. */
interface Pending {
  full: boolean;
  keys: Set<string>;
}

/** A topic's reads run one after another, so what a subscriber receives never goes back in time. */
interface TopicWork {
  tail: Promise<void>;
  /** Changes not yet picked up by a read; a read queued for them is on its way. */
  pending: Pending | null;
  queued: number;
}

/**
 * Fans changes out to subscribers. A change is announced with PostgreSQL NOTIFY after its
 * transaction commits, so every server instance on the same database hears it; each instance then
 * reads the topic's snapshot once and sends it to its own subscribers.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  private readonly work = new Map<string, TopicWork>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly providers: Record<string, TopicProvider>,
    /** Called for every change, here and from other instances, before snapshots are read. */
    private readonly onChange: (topic: string) => void = () => undefined,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (notice) => {
      const { topic, key } = splitNotice(notice);
      this.onChange(topic);
      this.refresh(topic, key);
    });
  }

  async stop() {
    await this.unlisten?.();
    this.subscribers.clear();
  }

  /**
   * Announces that a topic changed (`topic`), or one item of it (`keyed(topic, key)`). Call after
   * the change is committed.
   */
  async publish(notice: string) {
    // Locally at once, so this instance's next read already sees the change.
    this.onChange(splitNotice(notice).topic);
    await this.database.notify(CHANNEL, notice);
  }

  /**
   * The SQL that announces these topics, to select inside a statement of a transaction:
   * PostgreSQL delivers the notices when the transaction commits, and not at all if it rolls back.
   * Every instance, this one included, then drops stale caches and refreshes its subscribers as for
   * `publish`.
   */
  static notices(notices: (string | Placeholder)[]): SQL {
    return sql.join(
      notices.map((notice) => sql`pg_notify(${CHANNEL}, ${notice})`),
      sql`, `,
    );
  }

  async subscribe(caller: LiveCaller, topic: string, subscriber: LiveSubscriber) {
    const [prefix = '', ...parts] = topic.split(':');
    const provider = this.providers[prefix];
    if (!provider || parts.length === 0) {
      send(subscriber, { type: 'error', topic, message: `Unknown topic: ${topic}` });
      return;
    }
    if (!(await provider.authorize(caller, parts))) {
      send(subscriber, { type: 'error', topic, message: 'Not Authenticated' });
      return;
    }
    let set = this.subscribers.get(topic);
    if (!set) {
      set = new Set();
      this.subscribers.set(topic, set);
    }
    if (set.has(subscriber)) return;
    set.add(subscriber);
    await provider.onSubscribe?.(parts);
    send(subscriber, { type: 'subscribed', topic });
    // In the topic's line of reads: a patch read before it is sent before it, and one read after
    // it holds changes the snapshot may lack, so the subscriber always moves forward.
    await this.inTurn(topic, async () => {
      send(subscriber, { type: 'snapshot', topic, data: await provider.snapshot(parts) });
    });
  }

  unsubscribe(topic: string, subscriber: LiveSubscriber) {
    const set = this.subscribers.get(topic);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.subscribers.delete(topic);
    const [prefix = '', ...parts] = topic.split(':');
    this.providers[prefix]?.onUnsubscribe?.(parts);
  }

  unsubscribeAll(subscriber: LiveSubscriber) {
    for (const topic of [...this.subscribers.keys()]) this.unsubscribe(topic, subscriber);
  }

  subscriberCount(topic: string) {
    return this.subscribers.get(topic)?.size ?? 0;
  }

  private lineOf(topic: string): TopicWork {
    let line = this.work.get(topic);
    if (!line) {
      line = { tail: Promise.resolve(), pending: null, queued: 0 };
      this.work.set(topic, line);
    }
    return line;
  }

  /** Runs a read of a topic after the reads queued before it. */
  private inTurn(topic: string, read: () => Promise<void>): Promise<void> {
    const line = this.lineOf(topic);
    line.queued += 1;
    const done = line.tail.then(read).finally(() => {
      line.queued -= 1;
      if (line.queued === 0 && this.work.get(topic) === line) this.work.delete(topic);
    });
    line.tail = done.catch(() => undefined);
    return done;
  }

  /**
   * Sends a change to every subscriber: the items it names as a patch when the topic can read
   * them, else the whole snapshot, read once and serialized once for everyone. Changes that arrive
   * while a read waits are folded into it, so a burst of orders costs a few reads, not one per
   * order, and subscribers always end with the latest state.
   */
  private refresh(topic: string, key: string | null) {
    if (!this.subscribers.get(topic)?.size) return;
    const [prefix = '', ...parts] = topic.split(':');
    const provider = this.providers[prefix];
    if (!provider) return;
    const patchable = key !== null && provider.patch !== undefined;
    const line = this.lineOf(topic);
    if (line.pending) {
      if (patchable) line.pending.keys.add(key);
      else line.pending.full = true;
      return;
    }
    const pending: Pending = { full: !patchable, keys: new Set(patchable ? [key] : []) };
    line.pending = pending;
    const read = async () => {
      // From here on, new changes wait for the next read: this one may already have missed them.
      if (line.pending === pending) line.pending = null;
      if (!this.subscribers.get(topic)?.size) return;
      const message: LiveMessage =
        pending.full || !provider.patch
          ? { type: 'snapshot', topic, data: await provider.snapshot(parts) }
          : { type: 'patch', topic, data: await provider.patch(parts, [...pending.keys]) };
      const json = JSON.stringify(message);
      for (const subscriber of this.subscribers.get(topic) ?? []) subscriber.send(json);
    };
    // A failed read leaves subscribers on their last state; the next change tries again.
    void this.inTurn(topic, read).catch(() => undefined);
  }
}
