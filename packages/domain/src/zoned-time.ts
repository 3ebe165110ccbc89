/**
 * Wall-clock time in IANA time zones, so that no date library ships to the apps. A zone's offsets
 * come, in this order, from a remembered offset table (`rememberZoneOffsets`: what a browser gets
 * from the server), from the zone rules in use (`useZoneRules`: the server installs the tz database
 * it ships, and then never asks ICU), else from the platform's `Intl.DateTimeFormat`.
 *
 * Instants are epoch milliseconds. A wall-clock time that a zone skips (the hour clocks go forward)
 * or repeats (the hour they go back) is resolved like Temporal's 'compatible' rule: in a gap, the
 * time moves forward by the length of the gap (02:30 on a spring-forward night is 03:30); in an
 * overlap, the earlier of the two instants is taken (01:30 on a fall-back night is the first 01:30,
 * still on summer time). Offsets are assumed to change at most once within two days.
 */

import type { ZoneRules } from './zone-rules.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar date: month 1–12, day 1–31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A calendar date in a time zone: enough to find the instant of a wall-clock time on it. */
export interface ZonedDate extends CalendarDate {
  readonly timeZone: string;
}

/** An instant read on a time zone's wall clock. */
export interface ZonedTime extends ZonedDate {
  /** The instant, in milliseconds since the epoch. */
  readonly epochMs: number;
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
  /** Offset from UTC at this instant, in minutes (-420 for Vancouver in summer). */
  readonly offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${timeZone}`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Days since 1970-01-01 (negative before): dates compare and subtract as integers. */
export function epochDay(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/** Weekday of a calendar date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDay(date) + 4) % 7) + 7) % 7;
}

/**
 * A zone's UTC offsets over a span of time, as the server sends them with a location: a browser
 * that has them reads wall-clock times by arithmetic. Its first `Intl.DateTimeFormat` with a time
 * zone costs 15–30 ms (ICU's time zone data and pattern generator), on every screen's first render.
 */
export interface ZoneOffsets {
  timeZone: string;
  /** The span covered, epoch milliseconds: [from, to). */
  from: number;
  to: number;
  /** [since (epoch ms), offset in minutes], in order; the first starts at `from`. */
  offsets: [number, number][];
}

const knownOffsets = new Map<string, ZoneOffsets>();

/**
 * Lets `zonedTime` read instants within the table's span from it (the latest table of a zone
 * replaces the one before); outside the span, and for a malformed table, `Intl` answers as before.
 */
export function rememberZoneOffsets(table: ZoneOffsets | null | undefined): void {
  if (!table || typeof table.timeZone !== 'string' || !Array.isArray(table.offsets)) return;
  const ordered = table.offsets.every(
    (entry, index) =>
      Array.isArray(entry) &&
      Number.isFinite(entry[0]) &&
      Number.isFinite(entry[1]) &&
      (index === 0 ? entry[0] === table.from : entry[0] > (table.offsets[index - 1] as [number, number])[0]),
  );
  if (!ordered || table.offsets.length === 0 || !(table.to > table.from)) return;
  knownOffsets.set(table.timeZone, table);
}

function tabledOffset(epochMs: number, timeZone: string): number | null {
  const table = knownOffsets.get(timeZone);
  if (!table || epochMs < table.from || epochMs >= table.to) return null;
  let minutes = (table.offsets[0] as [number, number])[1];
  for (const [since, offset] of table.offsets) {
    if (since > epochMs) break;
    minutes = offset;
  }
  return minutes;
}

let zoneRules: ZoneRules | null = null;

/**
 * Makes zoned times outside a remembered table read these rules instead of `Intl` (null: `Intl`
 * again). The server installs the tz database it ships, so that its clock never depends on the
 * runtime's ICU data; the apps install none (they read the server's tables).
 */
export function useZoneRules(rules: ZoneRules | null): void {
  zoneRules = rules;
}

/** The zone rules in use, null while `Intl` answers. */
export function zoneRulesInUse(): ZoneRules | null {
  return zoneRules;
}

function offsetByRules(rules: ZoneRules, epochMs: number, timeZone: string): number {
  const offset = rules.offsetAt(epochMs, timeZone);
  if (offset === null) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/** The wall-clock reading of an instant in a time zone; RangeError for an unknown zone. */
export function zonedTime(epochMs: number, timeZone: string): ZonedTime {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not a time: ${epochMs}`);
  const tabled = tabledOffset(epochMs, timeZone);
  if (tabled !== null) return fromOffset(epochMs, timeZone, tabled);
  if (zoneRules) return fromOffset(epochMs, timeZone, offsetByRules(zoneRules, epochMs, timeZone));
  return zonedTimeByIntl(epochMs, timeZone);
}

function zonedTimeByIntl(epochMs: number, timeZone: string): ZonedTime {
  const parts = formatterFor(timeZone).formatToParts(epochMs);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  const [year, month, day] = [field('year'), field('month'), field('day')];
  const [hour, minute, second] = [field('hour'), field('minute'), field('second')];
  const millisecond = ((epochMs % 1000) + 1000) % 1000;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const date = { year, month, day };
  return {
    epochMs,
    timeZone,
    ...date,
    hour,
    minute,
    second,
    millisecond,
    weekday: weekdayOf(date),
    offsetMinutes: (wall - epochMs) / MINUTE_MS,
  };
}

/** The wall-clock reading of an instant at a known offset from UTC. */
function fromOffset(epochMs: number, timeZone: string, offsetMinutes: number): ZonedTime {
  const wall = new Date(epochMs + offsetMinutes * MINUTE_MS);
  const date = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  return {
    epochMs,
    timeZone,
    ...date,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: weekdayOf(date),
    offsetMinutes,
  };
}

/** How far apart `zoneOffsets` samples a zone: offsets change at most once within two days. */
const SAMPLE_MS = 6 * 60 * MINUTE_MS;

/**
 * The zone's offsets over [from, to), from the given rules (on the server: the tz database it
 * ships), else the rules in use, else `Intl`: each change is found to the millisecond between
 * samples six hours apart. RangeError for an unknown zone.
 */
export function zoneOffsets(
  timeZone: string,
  from: number,
  to: number,
  rules: ZoneRules | null = zoneRules,
): ZoneOffsets {
  const offsetOf = rules
    ? (epochMs: number) => offsetByRules(rules, epochMs, timeZone)
    : (epochMs: number) => zonedTimeByIntl(epochMs, timeZone).offsetMinutes;
  const offsets: [number, number][] = [[from, offsetOf(from)]];
  let before = from;
  let current = offsetOf(from);
  while (before < to) {
    const next = Math.min(before + SAMPLE_MS, to);
    const offset = offsetOf(next);
    if (offset !== current) {
      // The change lies in (before, next]: the first instant with the new offset.
      let low = before;
      let high = next;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetOf(middle) === current) low = middle;
        else high = middle;
      }
      if (high < to) offsets.push([high, offset]);
      current = offset;
    }
    before = next;
  }
  return { timeZone, from, to, offsets };
}

/** The date `days` calendar days after `date` (before, when negative), in the same zone. */
export function addDays(date: ZonedDate, days: number): ZonedDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    timeZone: date.timeZone,
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
}

function offsetAt(epochMs: number, timeZone: string): number {
  return zonedTime(epochMs, timeZone).offsetMinutes;
}

/**
 * The instant of a wall-clock time (hour 0–23) on a date in its zone. In a DST gap the time moves
 * forward by the gap (2026-03-08 02:30 in Vancouver is 03:30 PDT); in an overlap the earlier
 * instant wins (2026-11-01 01:30 in Vancouver is 01:30 PDT, not PST).
 */
export function zonedInstant(date: ZonedDate, hour = 0, minute = 0): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = offsetAt(wall - DAY_MS, date.timeZone);
  const after = offsetAt(wall + DAY_MS, date.timeZone);
  const valid = [before, after]
    .map((offset) => ({ offset, instant: wall - offset * MINUTE_MS }))
    .filter(({ offset, instant }) => offsetAt(instant, date.timeZone) === offset)
    .map(({ instant }) => instant);
  // A gap: no offset gives this wall time; the offset before the change moves it forward.
  return valid.length > 0 ? Math.min(...valid) : wall - before * MINUTE_MS;
}

/** The first instant of a date in its zone (01:00 where midnight is skipped). */
export function startOfDay(date: ZonedDate): number {
  return zonedInstant(date, 0, 0);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD'. */
export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * ISO 8601 with the zone's offset: '2026-11-18T20:15:00-08:00'. Milliseconds are written when not
 * zero, or always with 'always'. The zones 'UTC' and 'GMT' are written with 'Z'.
 */
export function formatIso(time: ZonedTime, milliseconds: 'auto' | 'always' = 'auto'): string {
  const fraction = milliseconds === 'always' || time.millisecond !== 0 ? `.${pad(time.millisecond, 3)}` : '';
  const clock = `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}${fraction}`;
  return `${isoDate(time)}T${clock}${offsetText(time)}`;
}

function offsetText(time: ZonedTime): string {
  if (/^(utc|gmt)$/i.test(time.timeZone)) return 'Z';
  const size = Math.abs(time.offsetMinutes);
  const sign = time.offsetMinutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The 12-hour clock label, 'h:mm a' in English: '8:15 PM', '12:05 AM'. */
export function formatClock(time: Pick<ZonedTime, 'hour' | 'minute'>): string {
  return `${time.hour % 12 || 12}:${pad(time.minute)} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

const ISO_INSTANT =
  /^(\d{4})(?:-?(\d{2})(?:-?(\d{2}))?)?(?:T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Milliseconds since the epoch of an ISO 8601 calendar date or date-time, extended or basic
 * ('2026-06-10T12:00:00-07:00', '2026-06-10T19:00:00.000Z', '20260610T120000Z', '2026-06');
 * without an offset it is the machine's local time. NaN for anything else: impossible dates
 * ('2026-02-30'), week and ordinal dates, times without a date, non-ISO text.
 */
export function parseIsoInstant(text: string): number {
  const match = ISO_INSTANT.exec(text);
  if (!match) return Number.NaN;
  const [
    ,
    y,
    mo = '1',
    d = '1',
    h = '0',
    mi = '0',
    s = '0',
    fraction = '',
    utc,
    sign,
    offsetHours,
    offsetMinutes,
  ] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const endOfDay = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    (hour <= 23 || endOfDay) &&
    minute <= 59 &&
    second <= 59;
  if (!valid) return Number.NaN;
  if (!utc && !sign) return new Date(year, month - 1, day, hour, minute, second, millisecond).getTime();
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) : 0;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - offset * MINUTE_MS;
}
