import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { locations } from '../db/schema.ts';
import { PAUSE_SWITCHES, pauseOver } from './timed-pause.ts';

export const DEFAULT_STAFF_OFFLINE_GRACE_MINUTES = 2;

export interface PresenceTiming {
  /** How often this instance stamps the locations whose staff are connected to it. */
  heartbeatMs: number;
  /** How often the pause state of every location is re-evaluated. */
  sweepMs: number;
}

export const defaultPresenceTiming: PresenceTiming = { heartbeatMs: 20_000, sweepMs: 10_000 };

/**
 * Whether a location pauses online ordering because its staff are away: only when the restaurant
 * asked for it, and only once no staff device has been seen for the grace period.
 */
export function isPausedForStaffOffline(
  settings: { pauseWhenStaffOffline?: boolean; staffOfflineGraceMinutes?: number },
  staffLastSeenAt: Date | null,
  now: Date,
): boolean {
  if (!settings.pauseWhenStaffOffline) return false;
  if (!staffLastSeenAt) return true;
  const graceMs = (settings.staffOfflineGraceMinutes ?? DEFAULT_STAFF_OFFLINE_GRACE_MINUTES) * 60_000;
  return now.getTime() - staffLastSeenAt.getTime() > graceMs;
}

/**
 * Knows which staff devices are connected to this instance (staff queue subscriptions) and stamps
 * their locations in the database, so every instance agrees on who is online. A sweep announces a
 * location whose pause state changed, so customers' screens follow (the closed banner).
 */
export class StaffPresence {
  private readonly connected = new Map<string, number>();
  private readonly paused = new Map<string, boolean>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly announce: (restaurantId: string, locationId: string) => Promise<void>,
    private readonly timing: PresenceTiming = defaultPresenceTiming,
  ) {}

  start() {
    this.timers = [
      setInterval(() => void this.heartbeat().catch(() => undefined), this.timing.heartbeatMs),
      setInterval(() => void this.sweep().catch(() => undefined), this.timing.sweepMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  async deviceConnected(restaurantId: string, locationId: string) {
    const key = `${restaurantId}:${locationId}`;
    this.connected.set(key, (this.connected.get(key) ?? 0) + 1);
    await this.stamp(restaurantId, locationId);
    await this.sweep();
  }

  deviceDisconnected(restaurantId: string, locationId: string) {
    const key = `${restaurantId}:${locationId}`;
    const count = (this.connected.get(key) ?? 1) - 1;
    if (count <= 0) this.connected.delete(key);
    else this.connected.set(key, count);
  }

  private async stamp(restaurantId: string, locationId: string) {
    await this.db
      .update(locations)
      .set({ staffLastSeenAt: this.clock.now() })
      .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
  }

  async heartbeat() {
    for (const key of this.connected.keys()) {
      const [restaurantId = '', locationId = ''] = key.split(':');
      await this.stamp(restaurantId, locationId);
    }
  }

  /**
   * Stores the end of every timed staff pause that has run out (reads already show it open) and
   * announces the location, so customers' screens reopen live.
   */
  async endTimedPauses() {
    const rows = await this.db
      .select({ restaurantId: locations.restaurantId, id: locations.id, settings: locations.settings })
      .from(locations)
      .where(
        sql`(${locations.settings}->>'orderPausedUntil' is not null or ${locations.settings}->>'deliveryPausedUntil' is not null)`,
      );
    const now = this.clock.now();
    for (const row of rows) {
      const settings = row.settings as Partial<Record<string, unknown>>;
      const ended: Record<string, boolean | null> = {};
      const still: ReturnType<typeof sql>[] = [];
      for (const { open, until } of PAUSE_SWITCHES) {
        const end = settings[until];
        if (typeof end !== 'string' || !pauseOver(end, now)) continue;
        Object.assign(ended, { [open]: true, [until]: null });
        // Only the pause that ran out: staff may have paused again meanwhile.
        still.push(sql`${locations.settings}->>${until} = ${end}`);
      }
      if (still.length === 0) continue;
      const updated = await this.db
        .update(locations)
        .set({ settings: sql`${locations.settings} || ${JSON.stringify(ended)}::jsonb` })
        .where(
          and(
            eq(locations.restaurantId, row.restaurantId),
            eq(locations.id, row.id),
            sql.join(still, sql` and `),
          ),
        )
        .returning({ id: locations.id });
      if (updated.length > 0) await this.announce(row.restaurantId, row.id);
    }
  }

  /** Announces every location whose pause state changed since the last sweep. */
  async sweep() {
    await this.endTimedPauses();
    const rows = await this.db
      .select({
        restaurantId: locations.restaurantId,
        id: locations.id,
        staffLastSeenAt: locations.staffLastSeenAt,
        pause: sql<
          boolean | null
        >`coalesce((${locations.settings}->>'pauseWhenStaffOffline')::boolean, (select (r.settings->>'pauseWhenStaffOffline')::boolean from restaurants r where r.id = ${locations.restaurantId}))`,
        grace: sql<
          number | null
        >`coalesce((${locations.settings}->>'staffOfflineGraceMinutes')::float, (select (r.settings->>'staffOfflineGraceMinutes')::float from restaurants r where r.id = ${locations.restaurantId}))`,
      })
      .from(locations);
    const now = this.clock.now();
    for (const row of rows) {
      const key = `${row.restaurantId}:${row.id}`;
      const paused = isPausedForStaffOffline(
        { pauseWhenStaffOffline: row.pause ?? false, staffOfflineGraceMinutes: row.grace ?? undefined },
        row.staffLastSeenAt,
        now,
      );
      const before = this.paused.get(key);
      this.paused.set(key, paused);
      if (before !== undefined && before !== paused) await this.announce(row.restaurantId, row.id);
    }
  }
}
