import { type CalendarDate, parseIsoInstant, weekdayOf, type ZonedTime, zonedTime } from './zoned-time.ts';

/** The current time as the caller knows it: the domain never reads a clock itself. */
export type Instant = Date | string;

/** The instant in milliseconds since the epoch (strings are ISO 8601). */
export function instantMillis(now: Instant): number {
  const millis = typeof now === 'string' ? parseIsoInstant(now) : now.getTime();
  if (Number.isNaN(millis)) throw new RangeError(`Not a time: ${String(now)}`);
  return millis;
}

/** The instant seen in an IANA time zone (the location's wall clock); RangeError for an unknown zone. */
export function inZone(now: Instant, timeZone: string): ZonedTime {
  return zonedTime(instantMillis(now), timeZone);
}

/** JavaScript weekday index of a date (or a wall-clock time): 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(date: CalendarDate): number {
  return weekdayOf(date);
}
