import { DateTime } from 'luxon';

/** The current time as the caller knows it: the domain never reads a clock itself. */
export type Instant = Date | string;

/** The instant in milliseconds since the epoch. */
export function instantMillis(now: Instant): number {
  const millis = typeof now === 'string' ? DateTime.fromISO(now).toMillis() : now.getTime();
  if (Number.isNaN(millis)) throw new RangeError(`Not a time: ${String(now)}`);
  return millis;
}

/** The instant seen in an IANA time zone (the location's wall clock). */
export function inZone(now: Instant, timeZone: string): DateTime {
  const zoned = DateTime.fromMillis(instantMillis(now)).setZone(timeZone);
  if (!zoned.isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return zoned;
}

/** JavaScript weekday index of a wall-clock time: 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(time: DateTime): number {
  return time.weekday % 7;
}
