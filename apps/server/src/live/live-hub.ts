import { keyed, parseTopic, type ServerMessage } from '@orderly/client/protocol';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { currentRequestId } from '../ops/logging.ts';

/** Who is asking: anonymous visitors have no user id. */
export interface LiveCaller {
  userId: string | null;
}

/** A kind of subscription, e.g. `location:{restaurantId}:{locationId}`. */
export interface TopicProvider<Snapshot = unknown> {
  /** How many parts follow the prefix (`location:{restaurantId}:{locationId}` has 2). */
  parts: number;
  /** Whether the caller may watch this topic (the parts after the prefix). */
  authorize(caller: LiveCaller, parts: string[]): Promise<boolean> | boolean;
  /** The topic's whole current state; sent on subscribe and after each change without a key. */
  snapshot(parts: string[]): Promise<Snapshot>;
  /**
   * What changed, for changes published with keys (`topic#key`): items the subscriber upserts by id
   * into its snapshot. Without it, keyed changes send the whole snapshot as well.
   */
  patch?(parts: string[], keys: string[]): Promise<unknown>;
  /** A subscriber joined (after its rights were checked) or left. */
  onSubscribe?(parts: string[]): Promise<void> | void;
  onUnsubscribe?(parts: string[]): void;
  /**
   * Another topic whose changes are this one's too (a tracking link follows `order:{id}`), asked
   * once when the topic gets its first subscriber.
   */
  follows?(parts: string[]): Promise<string | null>;
  /**
   * What it follows can change (a table guest whose visit staff merged into another): `follows` is
   * asked again after each change the topic receives.
   */
  refollows?: boolean;
}

export interface LiveSubscriber {
  /** Sends one message already serialized as JSON (a snapshot is serialized once for everyone). */
  send(json: string): void;
}

/** What the hub sends: the live protocol's server messages about topics (@orderly/client/protocol). */
export type LiveMessage = Exclude<ServerMessage, { type: 'authenticated' | 'pong' }>;

const CHANNEL = 'orderly_live';

const send = (subscriber: LiveSubscriber, message: LiveMessage) => subscriber.send(JSON.stringify(message));

/** A change of one item of a topic, e.g. `keyed(topics.staff(r, l), queueItems.order(id))`: subscribers get a patch. */
export { keyed };

/**
 * A notice is `topic`, `topic#key` or either followed by `|requestId`: the id of the request whose
 * change it announces, so logs follow an order from its request to its live notices on every
 * instance (request ids are plain tokens; topics and keys never hold a '|').
 */
function splitNotice(notice: string): { topic: string; key: string | null; requestId: string | null } {
  const bar = notice.indexOf('|');
  const requestId = bar === -1 ? null : notice.slice(bar + 1);
  const change = bar === -1 ? notice : notice.slice(0, bar);
  const hash = change.indexOf('#');
  return hash === -1
    ? { topic: change, key: null, requestId }
    : { topic: change.slice(0, hash), key: change.slice(hash + 1), requestId };
}

/** The notice with the running request's id, when a request is running. */
export function fromThisRequest(notice: string): string {
  const requestId = currentRequestId();
  return requestId ? `${notice}|${requestId}` : notice;
}

/** Where the hub writes its line per notice that names a request (Fastify's logger). */
export interface NoticeLog {
  info(fields: Record<string, unknown>, message: string): void;
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
  /** Topics that follow another (`follows`): by the topic they follow, and the other way round. */
  private readonly followers = new Map<string, Set<string>>();
  private readonly followed = new Map<string, string>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly providers: Record<string, TopicProvider>,
    /** Called for every change, here and from other instances, before snapshots are read. */
    private readonly onChange: (topic: string) => void = () => undefined,
    private readonly log?: NoticeLog,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (notice) => {
      const { topic, key, requestId } = splitNotice(notice);
      this.onChange(topic);
      if (requestId && this.log) {
        const subscribers =
          this.subscriberCount(topic) +
          [...(this.followers.get(topic) ?? [])].reduce(
            (sum, follower) => sum + this.subscriberCount(follower),
            0,
          );
        this.log.info({ reqId: requestId, topic, key, subscribers }, 'live notice');
      }
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
    await this.database.notify(CHANNEL, fromThisRequest(notice));
  }

  /**
   * After a transaction that announced these topics (`notices`) has committed: this instance drops
   * its stale copies at once, so the request's next read sees the change (PostgreSQL delivers the
   * notice itself a moment later, asynchronously, and every instance then refreshes as usual).
   */
  changedHere(notices: string[]) {
    for (const notice of notices) this.onChange(splitNotice(notice).topic);
  }

  /**
   * The SQL that announces these topics, to select inside a statement of a transaction:
   * PostgreSQL delivers the notices when the transaction commits, and not at all if it rolls back.
   * Every instance, this one included, then drops stale caches and refreshes its subscribers as for
   * `publish`.
   */
  static notices(notices: (string | Placeholder)[]): SQL {
    return sql.join(
      notices.map(
        (notice) =>
          sql`pg_notify(${CHANNEL}, ${typeof notice === 'string' ? fromThisRequest(notice) : notice})`,
      ),
      sql`, `,
    );
  }

  /**
   * Subscribes to a topic and sends its snapshot; answers whether the subscriber now follows it.
   * An unknown or malformed topic, or one the caller may not watch, is answered with an error.
   */
  async subscribe(caller: LiveCaller, topic: string, subscriber: LiveSubscriber): Promise<boolean> {
    const parsed = parseTopic(topic, this.providers);
    const provider = parsed ? this.providers[parsed.kind] : undefined;
    const parts = parsed?.parts ?? [];
    if (!provider) {
      send(subscriber, { type: 'error', topic, message: `Unknown topic: ${topic}` });
      return false;
    }
    const allowed = await Promise.resolve(provider.authorize(caller, parts)).catch(() => false);
    if (!allowed) {
      send(subscriber, { type: 'error', topic, message: 'Not Authenticated' });
      return false;
    }
    const source = provider.follows && !this.subscribers.has(topic) ? await provider.follows(parts) : null;
    let set = this.subscribers.get(topic);
    if (!set) {
      set = new Set();
      this.subscribers.set(topic, set);
    }
    if (source && !this.followed.has(topic)) this.follow(topic, source);
    if (set.has(subscriber)) return true;
    set.add(subscriber);
    await provider.onSubscribe?.(parts);
    send(subscriber, { type: 'subscribed', topic });
    // In the topic's line of reads: a patch read before it is sent before it, and one read after
    // it holds changes the snapshot may lack, so the subscriber always moves forward.
    await this.inTurn(topic, async () => {
      send(subscriber, { type: 'snapshot', topic, data: await provider.snapshot(parts) });
    });
    return true;
  }

  /**
   * Whether the caller may still follow a topic: asked again when their rights change, their session
   * ends, or the socket authenticates as someone else (or as nobody).
   */
  async allows(caller: LiveCaller, topic: string): Promise<boolean> {
    const parsed = parseTopic(topic, this.providers);
    const provider = parsed ? this.providers[parsed.kind] : undefined;
    if (!provider || !parsed) return false;
    return Promise.resolve(provider.authorize(caller, parsed.parts)).catch(() => false);
  }

  /** Makes `topic` follow `source` (or nothing), leaving what it followed before. */
  private follow(topic: string, source: string | null) {
    const before = this.followed.get(topic);
    if (before === source) return;
    if (before) {
      const followers = this.followers.get(before);
      followers?.delete(topic);
      if (followers?.size === 0) this.followers.delete(before);
      this.followed.delete(topic);
    }
    if (!source) return;
    this.followed.set(topic, source);
    this.followers.set(source, (this.followers.get(source) ?? new Set()).add(topic));
  }

  unsubscribe(topic: string, subscriber: LiveSubscriber) {
    const set = this.subscribers.get(topic);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) {
      this.subscribers.delete(topic);
      const source = this.followed.get(topic);
      this.followed.delete(topic);
      const followers = source ? this.followers.get(source) : undefined;
      followers?.delete(topic);
      if (source && followers?.size === 0) this.followers.delete(source);
    }
    const [prefix = '', ...parts] = topic.split(':');
    this.providers[prefix]?.onUnsubscribe?.(parts);
  }

  unsubscribeAll(subscriber: LiveSubscriber) {
    for (const topic of [...this.subscribers.keys()]) this.unsubscribe(topic, subscriber);
  }

  /** Topics followed and subscriptions held on this instance (metrics). */
  stats() {
    let subscriptions = 0;
    for (const set of this.subscribers.values()) subscriptions += set.size;
    return { topics: this.subscribers.size, subscriptions };
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
    for (const follower of this.followers.get(topic) ?? []) this.refresh(follower, null);
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
      if (provider.refollows && provider.follows) this.follow(topic, await provider.follows(parts));
    };
    // A failed read leaves subscribers on their last state; the next change tries again.
    void this.inTurn(topic, read).catch(() => undefined);
  }
}
