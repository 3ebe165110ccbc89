import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';

/** How a limit's hits reach the shared table. */
export type CounterSync =
  /** One atomic upsert-and-increment per hit: exact across instances (low-volume, costly routes). */
  | 'each'
  /**
   * A client's first hit in a window is counted in the table; the next are counted in this process
   * and added to the table in one statement every `flushMs` (hot paths: menu reads, checkout): a
   * client can overshoot by what it sends to the other instances in that time.
   */
  | 'batched';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

interface LocalCount {
  windowStart: number;
  windowMs: number;
  /** The table's count at the last flush (every instance's hits). */
  shared: number;
  /** This process's hits not yet added to the table. */
  pending: number;
}

interface Row {
  key: string;
  start: number;
  end: number;
  n: number;
}

/**
 * Request counts in fixed windows (aligned to the clock, so every instance agrees on them) kept
 * in the rate_limit_counters table, shared by every instance on one database, PGlite or
 * PostgreSQL. A row counts one key's hits in its window; a hit in a later window starts the count
 * again. Rows of ended windows are deleted lazily, at most once a minute.
 */
export class RateLimitCounters {
  private readonly local = new Map<string, LocalCount>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly flushMs = 1000,
  ) {}

  async hit(key: string, windowMs: number, sync: CounterSync): Promise<CounterHit> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const ttl = windowStart + windowMs - now;
    this.cleanupSometimes(now);
    if (sync === 'each') {
      const counts = await this.add([{ key, start: windowStart, end: windowStart + windowMs, n: 1 }]);
      return { current: counts.get(key) ?? 1, ttl };
    }
    let entry = this.local.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      // A client's first hit in a window here is counted at once, which tells what the other
      // instances have counted; the rest of its window is counted in process.
      const row = { key, start: windowStart, end: windowStart + windowMs, n: 1 };
      const shared = (await this.add([row])).get(key) ?? 1;
      entry = this.local.get(key);
      if (entry?.windowStart === windowStart) entry.shared = Math.max(entry.shared, shared);
      else this.local.set(key, { windowStart, windowMs, shared, pending: 0 });
      return { current: shared + (entry?.windowStart === windowStart ? entry.pending : 0), ttl };
    }
    entry.pending += 1;
    this.scheduleFlush();
    return { current: entry.shared + entry.pending, ttl };
  }

  /** Adds the batched hits to the table now (also called on a timer and at close). */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = this.flushNow().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }

  private scheduleFlush() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(() => undefined);
    }, this.flushMs);
    this.timer.unref();
  }

  private async flushNow() {
    const now = this.clock.now().getTime();
    const rows: Row[] = [];
    const sent = new Map<string, number>();
    for (const [key, entry] of this.local) {
      if (entry.windowStart + entry.windowMs <= now) {
        this.local.delete(key);
        continue;
      }
      if (entry.pending === 0) continue;
      rows.push({ key, start: entry.windowStart, end: entry.windowStart + entry.windowMs, n: entry.pending });
      sent.set(key, entry.pending);
    }
    if (rows.length === 0) return;
    const counts = await this.add(rows);
    for (const row of rows) {
      const entry = this.local.get(row.key);
      if (!entry || entry.windowStart !== row.start) continue;
      entry.pending -= sent.get(row.key) ?? 0;
      entry.shared = counts.get(row.key) ?? entry.shared;
    }
  }

  /** One statement: adds each row's hits to its key's count in that window; answers the new counts. */
  private async add(rows: Row[]): Promise<Map<string, number>> {
    const result = (await this.db.execute(sql`
      insert into rate_limit_counters as c (key, window_start, window_end, count)
      select r.key, to_timestamp(r.start / 1000.0), to_timestamp(r."end" / 1000.0), r.n
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(key text, start bigint, "end" bigint, n int)
      on conflict (key) do update set
        count = case when c.window_start >= excluded.window_start then c.count + excluded.count
                     else excluded.count end,
        window_start = greatest(c.window_start, excluded.window_start),
        window_end = greatest(c.window_end, excluded.window_end)
      returning key, count`)) as unknown as { rows: { key: string; count: number }[] };
    return new Map(result.rows.map((row) => [row.key, Number(row.count)]));
  }

  private cleanupSometimes(now: number) {
    if (now - this.lastCleanup < 60_000) return;
    this.lastCleanup = now;
    void this.db
      .execute(
        sql`delete from rate_limit_counters where window_end < ${new Date(now).toISOString()}::timestamptz`,
      )
      .catch(() => undefined);
  }
}
