import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Who is asking: anonymous visitors have no user id. */
export interface LiveCaller {
  userId: string | null;
}

/** A kind of subscription, e.g. `location:{restaurantId}:{locationId}`. */
export interface TopicProvider {
  /** Whether the caller may watch this topic (the parts after the prefix). */
  authorize(caller: LiveCaller, parts: string[]): Promise<boolean> | boolean;
  /** The topic's whole current state; sent on subscribe and after each change. */
  snapshot(parts: string[]): Promise<unknown>;
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
  | { type: 'error'; topic?: string; message: string }
  | { type: 'subscribed'; topic: string };

const CHANNEL = 'orderly_live';

const send = (subscriber: LiveSubscriber, message: LiveMessage) => subscriber.send(JSON.stringify(message));

/**
 * Fans changes out to subscribers. A change is announced with PostgreSQL NOTIFY after its
 * transaction commits, so every server instance on the same database hears it; each instance then
 * reads the topic's snapshot once and sends it to its own subscribers.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  /** Topics whose snapshot is being read, and whether another change came in meanwhile. */
  private readonly refreshing = new Map<string, { again: boolean }>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly providers: Record<string, TopicProvider>,
    /** Called for every change, here and from other instances, before snapshots are read. */
    private readonly onChange: (topic: string) => void = () => undefined,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (topic) => {
      this.onChange(topic);
      void this.refresh(topic);
    });
  }

  async stop() {
    await this.unlisten?.();
    this.subscribers.clear();
  }

  /** Announces that a topic changed. Call after the change is committed. */
  async publish(topic: string) {
    // Locally at once, so this instance's next read already sees the change.
    this.onChange(topic);
    await this.database.notify(CHANNEL, topic);
  }

  /**
   * The SQL that announces these topics, to select inside a statement of a transaction:
   * PostgreSQL delivers the notices when the transaction commits, and not at all if it rolls back.
   * Every instance, this one included, then drops stale caches and refreshes its subscribers as for
   * `publish`.
   */
  notices(topics: string[]): SQL {
    return sql.join(
      topics.map((topic) => sql`pg_notify(${CHANNEL}, ${topic})`),
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
    send(subscriber, { type: 'snapshot', topic, data: await provider.snapshot(parts) });
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

  /**
   * Reads the topic's snapshot once and sends it to every subscriber. Changes that arrive while a
   * read is running are folded into one more read, so a burst of orders costs a few reads, not
   * one per order, and subscribers always end with the latest state.
   */
  private async refresh(topic: string) {
    const running = this.refreshing.get(topic);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.refreshing.set(topic, state);
    try {
      do {
        state.again = false;
        const set = this.subscribers.get(topic);
        if (!set || set.size === 0) return;
        const [prefix = '', ...parts] = topic.split(':');
        const provider = this.providers[prefix];
        if (!provider) return;
        const json = JSON.stringify({ type: 'snapshot', topic, data: await provider.snapshot(parts) });
        for (const subscriber of this.subscribers.get(topic) ?? []) subscriber.send(json);
      } while (state.again);
    } catch {
      // A failed read leaves subscribers on their last snapshot; the next change tries again.
    } finally {
      this.refreshing.delete(topic);
    }
  }
}
