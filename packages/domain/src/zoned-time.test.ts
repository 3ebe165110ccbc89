import { beforeAll, describe, expect, it } from 'vitest';
import { formatMonthDay } from './date-labels.ts';
import { isStoreOpen } from './opening-hours.ts';
import { makeSettings } from './testing/fixtures.ts';
import { shippedZoneRules } from './testing/shipped-zone-rules.ts';
import { timeSlots } from './time-slots.ts';
import type { DayHours, WeeklyHours } from './types.ts';
import {
  addDays,
  epochDay,
  formatClock,
  formatIso,
  isoDate,
  parseIsoInstant,
  rememberZoneOffsets,
  startOfDay,
  useZoneRules,
  weekdayOf,
  zonedInstant,
  zonedTime,
  zoneOffsets,
  zoneRulesInUse,
} from './zoned-time.ts';

const TZ = 'America/Vancouver';
/** Still on DST: changes its clocks on 2026-11-01 as Vancouver did until 2025. */
const LA = 'America/Los_Angeles';
const iso = (instant: number, timeZone = TZ) => formatIso(zonedTime(instant, timeZone));
const vancouver = (year: number, month: number, day: number) => ({ timeZone: TZ, year, month, day });
const losAngeles = (year: number, month: number, day: number) => ({ timeZone: LA, year, month, day });

// Every test reads the tz database the server ships, as the server does (not Node's ICU).
beforeAll(() => useZoneRules(shippedZoneRules));

/** What the platform's ICU answers (Node 20: tzdata 2025c). */
function byIntl<T>(read: () => T): T {
  const rules = zoneRulesInUse();
  useZoneRules(null);
  try {
    return read();
  } finally {
    useZoneRules(rules);
  }
}

describe('zonedTime', () => {
  it('reads the wall clock of an instant in a zone, with weekday and offset', () => {
    expect(zonedTime(Date.parse('2026-11-19T04:15:30.250Z'), LA)).toEqual({
      epochMs: Date.parse('2026-11-19T04:15:30.250Z'),
      timeZone: LA,
      year: 2026,
      month: 11,
      day: 18,
      hour: 20,
      minute: 15,
      second: 30,
      millisecond: 250,
      weekday: 3,
      offsetMinutes: -480,
    });
    expect(zonedTime(Date.parse('2026-06-10T19:00:00Z'), TZ)).toMatchObject({
      hour: 12,
      offsetMinutes: -420,
    });
    expect(zonedTime(Date.parse('2026-06-10T19:00:00Z'), 'Asia/Kathmandu')).toMatchObject({
      day: 11,
      hour: 0,
      minute: 45,
      offsetMinutes: 345,
    });
  });
  it('writes midnight as hour 0, not 24', () => {
    expect(zonedTime(Date.parse('2026-06-10T07:00:00Z'), TZ)).toMatchObject({ day: 10, hour: 0 });
  });
  it('reads instants before 1970 (negative milliseconds)', () => {
    expect(zonedTime(Date.parse('1969-12-31T23:59:59.900Z'), 'UTC')).toMatchObject({
      year: 1969,
      second: 59,
      millisecond: 900,
      weekday: 3,
    });
  });
  it('refuses an unknown zone or a bad instant, with the shipped rules and with Intl', () => {
    expect(() => zonedTime(0, 'Mars/Olympus')).toThrow(new RangeError('Unknown time zone: Mars/Olympus'));
    expect(() => zonedTime(Number.NaN, TZ)).toThrow(RangeError);
    expect(() => byIntl(() => zonedTime(0, 'Mars/Olympus'))).toThrow(
      new RangeError('Unknown time zone: Mars/Olympus'),
    );
  });
  it('matches zone names without regard to case, and follows links', () => {
    expect(zonedTime(Date.parse('2026-06-10T19:00:00Z'), 'america/vancouver').hour).toBe(12);
    expect(zonedTime(Date.parse('2026-06-10T19:00:00Z'), 'Canada/Pacific').hour).toBe(12);
    expect(zonedTime(Date.parse('2026-06-10T19:00:00Z'), 'US/Pacific').hour).toBe(12);
  });
  it('sees both offsets on the days Los Angeles changes its clocks', () => {
    // 2026-03-08 02:00 PST -> 03:00 PDT (10:00 UTC); 2026-11-01 02:00 PDT -> 01:00 PST (09:00 UTC).
    expect(iso(Date.parse('2026-03-08T09:59:00Z'), LA)).toBe('2026-03-08T01:59:00-08:00');
    expect(iso(Date.parse('2026-03-08T10:00:00Z'), LA)).toBe('2026-03-08T03:00:00-07:00');
    expect(iso(Date.parse('2026-11-01T08:59:00Z'), LA)).toBe('2026-11-01T01:59:00-07:00');
    expect(iso(Date.parse('2026-11-01T09:00:00Z'), LA)).toBe('2026-11-01T01:00:00-08:00');
  });
});

describe('British Columbia on permanent UTC−7 (IANA tzdata 2026a and later)', () => {
  it('ships tz data from 2026a or later', () => {
    expect(shippedZoneRules.version >= '2026a').toBe(true);
  });
  it('reads Vancouver at UTC−7 on 2026-11-23, where Node 20’s ICU (tzdata 2025c) says UTC−8', () => {
    const noon = Date.parse('2026-11-23T19:00:00Z');
    expect(zonedTime(noon, TZ)).toMatchObject({ day: 23, hour: 12, minute: 0, offsetMinutes: -420 });
    expect(iso(noon)).toBe('2026-11-23T12:00:00-07:00');
    expect(zonedInstant(vancouver(2026, 11, 23), 12, 0)).toBe(noon);
    expect(formatClock(zonedTime(noon, TZ))).toBe('12:00 PM');
  });
  it('reads Vancouver at UTC−7 in summer 2026, as before', () => {
    expect(zonedTime(Date.parse('2026-07-15T19:00:00Z'), TZ)).toMatchObject({
      hour: 12,
      offsetMinutes: -420,
    });
  });
  it('keeps Vancouver’s clocks on the first Sunday of November 2026 and every spring and fall after', () => {
    // 2026-03-08 was the last change: PST -> PDT, which became the zone's standard time (MST).
    const from = Date.parse('2026-10-25T00:00:00Z');
    const to = Date.parse('2026-11-15T00:00:00Z');
    expect(zoneOffsets(TZ, from, to).offsets).toEqual([[from, -420]]);
    expect(iso(Date.parse('2026-11-01T08:59:00Z'))).toBe('2026-11-01T01:59:00-07:00');
    expect(iso(Date.parse('2026-11-01T09:00:00Z'))).toBe('2026-11-01T02:00:00-07:00');
    const later = Date.parse('2027-01-01T00:00:00Z');
    expect(zoneOffsets(TZ, later, later + 400 * 24 * 3_600_000).offsets).toEqual([[later, -420]]);
    const hours = (day: number, month: number) =>
      (startOfDay(vancouver(2026, month, day + 1)) - startOfDay(vancouver(2026, month, day))) / 3_600_000;
    expect(hours(1, 11)).toBe(24);
  });
});

describe('calendar dates', () => {
  it('adds days across months, years and leap days, keeping the zone', () => {
    expect(addDays(vancouver(2026, 12, 31), 1)).toEqual(vancouver(2027, 1, 1));
    expect(addDays(vancouver(2028, 3, 1), -1)).toEqual(vancouver(2028, 2, 29));
    expect(addDays(vancouver(2026, 3, 7), 2)).toEqual(vancouver(2026, 3, 9));
    expect(addDays(zonedTime(Date.parse('2026-06-10T19:00:00Z'), TZ), 0)).toEqual(vancouver(2026, 6, 10));
  });
  it('numbers days from 1970-01-01 and names weekdays from Sunday = 0', () => {
    expect(epochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(epochDay({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(weekdayOf({ year: 2026, month: 6, day: 14 })).toBe(0);
    expect(weekdayOf({ year: 2026, month: 6, day: 10 })).toBe(3);
    expect(weekdayOf({ year: 1969, month: 12, day: 27 })).toBe(6);
  });
  it('writes dates as YYYY-MM-DD', () => {
    expect(isoDate({ year: 2026, month: 3, day: 8 })).toBe('2026-03-08');
  });
});

describe('zonedInstant: wall-clock time to instant', () => {
  it('finds the instant of an ordinary wall-clock time', () => {
    expect(iso(zonedInstant(vancouver(2026, 11, 18), 20, 15))).toBe('2026-11-18T20:15:00-07:00');
    expect(iso(zonedInstant(losAngeles(2026, 11, 18), 20, 15), LA)).toBe('2026-11-18T20:15:00-08:00');
    expect(iso(zonedInstant(vancouver(2026, 6, 10), 23, 59))).toBe('2026-06-10T23:59:00-07:00');
    expect(zonedInstant(vancouver(2026, 6, 10))).toBe(Date.parse('2026-06-10T07:00:00Z'));
  });
  it('moves a time in the spring-forward gap forward by the gap (2026-03-08 02:00 -> 03:00)', () => {
    expect(iso(zonedInstant(vancouver(2026, 3, 8), 1, 59))).toBe('2026-03-08T01:59:00-08:00');
    expect(iso(zonedInstant(vancouver(2026, 3, 8), 2, 0))).toBe('2026-03-08T03:00:00-07:00');
    expect(iso(zonedInstant(vancouver(2026, 3, 8), 2, 30))).toBe('2026-03-08T03:30:00-07:00');
    expect(iso(zonedInstant(vancouver(2026, 3, 8), 3, 0))).toBe('2026-03-08T03:00:00-07:00');
  });
  it('takes the earlier instant of a time repeated at fall-back (2026-11-01 02:00 -> 01:00)', () => {
    expect(iso(zonedInstant(losAngeles(2026, 11, 1), 0, 59), LA)).toBe('2026-11-01T00:59:00-07:00');
    expect(iso(zonedInstant(losAngeles(2026, 11, 1), 1, 0), LA)).toBe('2026-11-01T01:00:00-07:00');
    expect(iso(zonedInstant(losAngeles(2026, 11, 1), 1, 30), LA)).toBe('2026-11-01T01:30:00-07:00');
    expect(iso(zonedInstant(losAngeles(2026, 11, 1), 2, 0), LA)).toBe('2026-11-01T02:00:00-08:00');
    // Vancouver's last fall-back, before British Columbia stayed on UTC−7.
    expect(iso(zonedInstant(vancouver(2025, 11, 2), 1, 30))).toBe('2025-11-02T01:30:00-07:00');
    expect(iso(zonedInstant(vancouver(2025, 11, 2), 2, 0))).toBe('2025-11-02T02:00:00-08:00');
  });
  it('handles a zone whose midnight is skipped, and a half-hour change', () => {
    // Santiago: 2026-09-06 00:00 -> 01:00; the day starts at 01:00.
    const santiago = { timeZone: 'America/Santiago', year: 2026, month: 9, day: 6 };
    expect(iso(startOfDay(santiago), 'America/Santiago')).toBe('2026-09-06T01:00:00-03:00');
    // Lord Howe Island: 2026-10-04 02:00 -> 02:30.
    const lordHowe = { timeZone: 'Australia/Lord_Howe', year: 2026, month: 10, day: 4 };
    expect(iso(zonedInstant(lordHowe, 2, 15), 'Australia/Lord_Howe')).toBe('2026-10-04T02:45:00+11:00');
  });
  it('starts a day at midnight, 23 or 25 hours before the next', () => {
    const hours = (day: number, month: number) =>
      (startOfDay(losAngeles(2026, month, day + 1)) - startOfDay(losAngeles(2026, month, day))) / 3_600_000;
    expect(hours(10, 6)).toBe(24);
    expect(hours(8, 3)).toBe(23);
    expect(hours(1, 11)).toBe(25);
  });
});

describe('formatting', () => {
  it('writes ISO times with the offset, milliseconds only when present or asked for', () => {
    const time = zonedTime(Date.parse('2026-11-19T03:15:00Z'), TZ);
    expect(formatIso(time)).toBe('2026-11-18T20:15:00-07:00');
    expect(formatIso(time, 'always')).toBe('2026-11-18T20:15:00.000-07:00');
    expect(formatIso(zonedTime(Date.parse('2026-11-19T04:15:00.007Z'), LA))).toBe(
      '2026-11-18T20:15:00.007-08:00',
    );
    expect(iso(Date.parse('2026-06-10T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-06-11T00:30:00+05:30');
    expect(iso(Date.parse('2026-06-10T19:00:00Z'), 'Etc/UTC')).toBe('2026-06-10T19:00:00+00:00');
    expect(iso(Date.parse('2026-06-10T19:00:00Z'), 'UTC')).toBe('2026-06-10T19:00:00Z');
  });
  it("writes short dates like 'MMM d', as the apps show them", () => {
    expect(formatMonthDay({ year: 2026, month: 11, day: 18 })).toBe('Nov 18');
    expect(formatMonthDay(zonedTime(Date.parse('2026-01-01T07:59:00Z'), TZ))).toBe('Dec 31');
  });
  it("labels times like 'h:mm a'", () => {
    expect(formatClock({ hour: 20, minute: 15 })).toBe('8:15 PM');
    expect(formatClock({ hour: 0, minute: 5 })).toBe('12:05 AM');
    expect(formatClock({ hour: 12, minute: 0 })).toBe('12:00 PM');
    expect(formatClock({ hour: 9, minute: 30 })).toBe('9:30 AM');
  });
});

describe('parseIsoInstant', () => {
  it('reads ISO date-times with an offset or Z', () => {
    expect(parseIsoInstant('2026-06-10T12:00:00-07:00')).toBe(Date.parse('2026-06-10T19:00:00Z'));
    expect(parseIsoInstant('2026-06-10T19:00:00.123Z')).toBe(Date.parse('2026-06-10T19:00:00.123Z'));
    expect(parseIsoInstant('2026-06-10T12:00-07:00')).toBe(Date.parse('2026-06-10T19:00:00Z'));
    expect(parseIsoInstant('2026-06-10T12:00:00.5+05:30')).toBe(Date.parse('2026-06-10T06:30:00.500Z'));
    expect(parseIsoInstant('2026-06-10T12:00:00,123456Z')).toBe(Date.parse('2026-06-10T12:00:00.123Z'));
    expect(parseIsoInstant('2026-06-10T12:00+05')).toBe(Date.parse('2026-06-10T07:00:00Z'));
    expect(parseIsoInstant('2026-06-10T12:00-00:30')).toBe(Date.parse('2026-06-10T12:30:00Z'));
    expect(parseIsoInstant('20260610T120000Z')).toBe(Date.parse('2026-06-10T12:00:00Z'));
    expect(parseIsoInstant('2026-06-10t12:00z')).toBe(Date.parse('2026-06-10T12:00:00Z'));
    expect(parseIsoInstant('2026-06-10T12Z')).toBe(Date.parse('2026-06-10T12:00:00Z'));
    expect(parseIsoInstant('2026-06-10T24:00Z')).toBe(Date.parse('2026-06-11T00:00:00Z'));
  });
  it('reads a time without an offset as local time, and dates as local midnight', () => {
    expect(parseIsoInstant('2026-06-10T12:00')).toBe(new Date(2026, 5, 10, 12).getTime());
    expect(parseIsoInstant('2026-06-10')).toBe(new Date(2026, 5, 10).getTime());
    expect(parseIsoInstant('2026-06')).toBe(new Date(2026, 5, 1).getTime());
    expect(parseIsoInstant('2026')).toBe(new Date(2026, 0, 1).getTime());
  });
  it('refuses impossible dates and times and anything not ISO', () => {
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-06-00',
      '2026-06-31',
      '2026-06-10T24:01',
      '2026-06-10T25:00',
      '2026-06-10T12:60',
      '2026-06-10T12:00:60',
      '2026-06-10 12:00',
      '2026-W24-3',
      '12:00',
      'Wed Jun 10 2026',
      'yesterday',
      '',
    ])
      expect(parseIsoInstant(bad), bad).toBeNaN();
    expect(parseIsoInstant('2028-02-29T00:00Z')).toBe(Date.parse('2028-02-29T00:00:00Z'));
  });
});

describe('hours across DST changes', () => {
  /** Saturday's window (index 6) runs past midnight into Sunday, the day clocks change. */
  const saturdayNight = (hours: DayHours): WeeklyHours => [null, null, null, null, null, null, hours];
  // Los Angeles: Vancouver no longer changes its clocks after 2026-03-08.
  const settings = makeSettings({
    timeZone: LA,
    waitTime: 0,
    hours: saturdayNight({ open: '22:00', close: '04:00' }),
  });

  it('keeps an overnight window open until 04:00 wall-clock when clocks go forward', () => {
    // Saturday 2026-03-07 22:00 PST to Sunday 2026-03-08 04:00 PDT: 5 hours, not 6.
    expect(isStoreOpen(settings, '2026-03-07T21:59:00-08:00')).toBe(false);
    expect(isStoreOpen(settings, '2026-03-07T22:00:00-08:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-03-08T01:59:00-08:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-03-08T03:00:00-07:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-03-08T03:59:00-07:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-03-08T04:00:00-07:00')).toBe(false);
  });
  it('keeps an overnight window open through both 01:00s when clocks go back', () => {
    // Saturday 2026-10-31 22:00 PDT to Sunday 2026-11-01 04:00 PST: 7 hours.
    expect(isStoreOpen(settings, '2026-11-01T01:30:00-07:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-11-01T01:30:00-08:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-11-01T03:59:00-08:00')).toBe(true);
    expect(isStoreOpen(settings, '2026-11-01T04:00:00-08:00')).toBe(false);
  });
  it('gives the slots of an overnight window in wall-clock time, each offset right', () => {
    const spring = timeSlots({ settings, now: '2026-03-08T00:50:00-08:00', orderType: 'Pickup' }).map(
      (slot) => slot.value,
    );
    expect(spring).toEqual([
      'ASAP',
      '2026-03-08T01:00:00-08:00',
      '2026-03-08T01:15:00-08:00',
      '2026-03-08T01:30:00-08:00',
      '2026-03-08T01:45:00-08:00',
      '2026-03-08T03:00:00-07:00',
      '2026-03-08T03:15:00-07:00',
      '2026-03-08T03:30:00-07:00',
      '2026-03-08T03:45:00-07:00',
      '2026-03-08T04:00:00-07:00',
    ]);
    const fall = timeSlots({ settings, now: '2026-11-01T01:20:00-07:00', orderType: 'Pickup' });
    expect(fall.map((slot) => `${slot.value} ${slot.label}`).slice(1, 7)).toEqual([
      '2026-11-01T01:30:00-07:00 1:30 AM',
      '2026-11-01T01:45:00-07:00 1:45 AM',
      '2026-11-01T01:00:00-08:00 1:00 AM',
      '2026-11-01T01:15:00-08:00 1:15 AM',
      '2026-11-01T01:30:00-08:00 1:30 AM',
      '2026-11-01T01:45:00-08:00 1:45 AM',
    ]);
    expect(fall.at(-1)).toEqual({ value: '2026-11-01T04:00:00-08:00', label: '4:00 AM', day: 'today' });
  });
  it('opens at the wall-clock time on the day after a change', () => {
    const daily = makeSettings({
      timeZone: LA,
      waitTime: 0,
      hours: [{ open: '11:00', close: '21:00' }, null, null, null, null, null, null],
    });
    expect(isStoreOpen(daily, '2026-03-08T10:59:00-07:00')).toBe(false);
    expect(isStoreOpen(daily, '2026-03-08T11:00:00-07:00')).toBe(true);
    expect(isStoreOpen(daily, '2026-11-01T10:59:00-08:00')).toBe(false);
    expect(isStoreOpen(daily, '2026-11-01T11:00:00-08:00')).toBe(true);
  });
});

describe('zone offset tables (sent with a location so browsers skip Intl)', () => {
  const HOUR = 3_600_000;

  it('finds each change of offset to the millisecond', () => {
    const from = Date.parse('2026-03-01T00:00:00Z');
    const to = Date.parse('2026-11-15T00:00:00Z');
    expect(zoneOffsets(LA, from, to).offsets).toEqual([
      [from, -480],
      [Date.parse('2026-03-08T10:00:00Z'), -420],
      [Date.parse('2026-11-01T09:00:00Z'), -480],
    ]);
    expect(zoneOffsets(TZ, from, to).offsets).toEqual([
      [from, -480],
      [Date.parse('2026-03-08T10:00:00Z'), -420],
    ]);
    expect(zoneOffsets('Asia/Kolkata', from, to).offsets).toEqual([[from, 330]]);
    // Lord Howe Island moves its clocks by half an hour.
    expect(zoneOffsets('Australia/Lord_Howe', from, to).offsets).toEqual([
      [from, 660],
      [Date.parse('2026-04-04T15:00:00Z'), 630],
      [Date.parse('2026-10-03T15:30:00Z'), 660],
    ]);
  });

  it('reads the same wall clock from the shipped rules and a remembered table as from Intl, across changes', () => {
    // Zones whose rules did not change between Node's ICU data (2025c) and the shipped data.
    const zones = [
      'America/Toronto',
      'Europe/London',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/Santiago',
    ];
    const from = Date.parse('2026-03-20T00:00:00Z');
    const to = from + 40 * 24 * HOUR;
    for (const zone of zones) {
      const expected: ReturnType<typeof zonedTime>[] = [];
      for (let instant = from - 5 * HOUR; instant < to + 5 * HOUR; instant += 17 * 60_000 + 1_013) {
        expected.push(byIntl(() => zonedTime(instant, zone)));
      }
      expect(expected.map((time) => zonedTime(time.epochMs, zone))).toEqual(expected);
      expect(zoneOffsets(zone, from, to)).toEqual(byIntl(() => zoneOffsets(zone, from, to)));
      rememberZoneOffsets(zoneOffsets(zone, from, to));
      const tabled = expected.map((time) => zonedTime(time.epochMs, zone));
      expect(tabled).toEqual(expected);
    }
  });

  it('answers from the table within its span only, and ignores a malformed table', () => {
    const from = Date.parse('1990-06-01T00:00:00Z');
    const to = from + 24 * HOUR;
    // A table that disagrees with Intl shows which one answered.
    rememberZoneOffsets({ timeZone: 'Asia/Tokyo', from, to, offsets: [[from, 0]] });
    expect(zonedTime(from + HOUR, 'Asia/Tokyo').offsetMinutes).toBe(0);
    expect(zonedTime(from + HOUR, 'Asia/Tokyo').hour).toBe(1);
    expect(zonedTime(to, 'Asia/Tokyo').offsetMinutes).toBe(540);
    expect(zonedTime(from - 1, 'Asia/Tokyo').offsetMinutes).toBe(540);
    for (const bad of [
      { timeZone: 'Asia/Tokyo', from, to, offsets: [] },
      { timeZone: 'Asia/Tokyo', from, to: from, offsets: [[from, 60]] },
      { timeZone: 'Asia/Tokyo', from, to, offsets: [[from + 1, 60]] },
      {
        timeZone: 'Asia/Tokyo',
        from,
        to,
        offsets: [
          [from, 60],
          [from, 120],
        ],
      },
      { timeZone: 'Asia/Tokyo', from, to, offsets: [[from, 'x']] },
      { timeZone: 'Asia/Tokyo', from, to, offsets: 'x' },
      null,
    ]) {
      rememberZoneOffsets(bad as never);
      expect(zonedTime(from + HOUR, 'Asia/Tokyo').offsetMinutes).toBe(0);
    }
  });
});
