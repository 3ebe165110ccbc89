import { type ZoneOffsets, zoneOffsets } from '@orderly/domain';
import { shippedZoneRules } from './shipped-zone-rules.ts';

const DAY_MS = 24 * 60 * 60_000;
/**
 * Hours are read around a day (yesterday's overnight window, a day either side of a wall-clock time)
 * and order times reach a week ahead; a page left open for days still reads its zone from the table.
 */
const DAYS_BEFORE = 3;
const SPAN_DAYS = 20;

const tables = new Map<string, ZoneOffsets>();

/**
 * A zone's offsets from the start of the day (UTC) three days ago, for 20 days, sent with a location so that
 * browsers read wall-clock times without `Intl` (see `ZoneOffsets`), from the tz database the server
 * ships: the apps show times by the same rules as the server's own clock. One table per zone and
 * day. Null for a zone the data does not know.
 */
export function offsetsAround(timeZone: string, now: Date): ZoneOffsets | null {
  const from = (Math.floor(now.getTime() / DAY_MS) - DAYS_BEFORE) * DAY_MS;
  const key = `${timeZone}@${from}`;
  let table = tables.get(key);
  if (!table) {
    try {
      table = zoneOffsets(timeZone, from, from + SPAN_DAYS * DAY_MS, shippedZoneRules);
    } catch {
      return null;
    }
    if (tables.size >= 64) tables.clear();
    tables.set(key, table);
  }
  return table;
}
