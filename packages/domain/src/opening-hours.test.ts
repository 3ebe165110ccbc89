import { describe, expect, it } from 'vitest';
import { inZone } from './clock.ts';
import { messages } from './messages.ts';
import {
  closedNotice,
  isDeliveryOpen,
  isDeliveryOpenToday,
  isStoreOpen,
  isWithinHours,
  minutesOfDay,
  openingWindow,
  storeOpenAt,
} from './opening-hours.ts';
import { at, everyDay, makeSettings } from './testing/fixtures.ts';
import type { DayHours, WeeklyHours } from './types.ts';
import { formatIso, zonedTime } from './zoned-time.ts';

const TZ = 'America/Vancouver';

/** Wednesday 2026-06-10 gets `wednesday`, Tuesday gets `tuesday`, other days closed. */
function week(tuesday: DayHours | null, wednesday: DayHours | null): WeeklyHours {
  return [null, null, tuesday, wednesday, null, null, null];
}

describe('minutesOfDay', () => {
  it('reads HH:mm, with 24:00 as the end of the day', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('9:30')).toBe(570);
    expect(minutesOfDay('24:00')).toBe(1440);
  });
  it('refuses anything else', () => {
    for (const bad of ['24:30', '25:00', '12:60', 'noon', '', null, undefined])
      expect(minutesOfDay(bad)).toBeNull();
  });
});

describe('isStoreOpen', () => {
  const settings = makeSettings({ hours: everyDay({ open: '11:00', close: '21:00' }), waitTime: 20 });
  it('is also exported as storeOpenAt', () => {
    expect(storeOpenAt).toBe(isStoreOpen);
  });
  it('is unknown while the settings load', () => {
    expect(isStoreOpen(null, at('2026-06-10T12:00'))).toBeNull();
    expect(isStoreOpen(undefined, at('2026-06-10T12:00'))).toBeNull();
  });
  it('is false when ordering is paused', () => {
    expect(isStoreOpen({ ...settings, orderOpen: false }, at('2026-06-10T12:00'))).toBe(false);
  });
  it('opens at opening time', () => {
    expect(isStoreOpen(settings, at('2026-06-10T10:59'))).toBe(false);
    expect(isStoreOpen(settings, at('2026-06-10T11:00'))).toBe(true);
  });
  it('stops taking orders the wait time before closing', () => {
    expect(isStoreOpen(settings, at('2026-06-10T20:39'))).toBe(true);
    expect(isStoreOpen(settings, at('2026-06-10T20:40'))).toBe(false);
    expect(isStoreOpen({ ...settings, waitTime: -5 }, at('2026-06-10T20:59'))).toBe(true);
  });
  it('has no wait time for dine-in', () => {
    expect(isStoreOpen(settings, at('2026-06-10T20:59'), 'Dine-in')).toBe(true);
    expect(isStoreOpen(settings, at('2026-06-10T21:00'), 'Dine-in')).toBe(false);
  });
  it('uses the location time zone, not the machine clock', () => {
    expect(isStoreOpen(settings, '2026-06-10T18:30:00Z')).toBe(true); // 11:30 in Vancouver
    expect(isStoreOpen(settings, new Date('2026-06-10T17:30:00Z'))).toBe(false); // 10:30
    expect(isStoreOpen({ ...settings, timeZone: 'America/Toronto' }, '2026-06-10T15:30:00Z')).toBe(true);
  });
  it('closes from break start less the wait until break end', () => {
    const withBreak = {
      ...settings,
      hours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: '16:00' }),
    };
    expect(isStoreOpen(withBreak, at('2026-06-10T14:39'))).toBe(true);
    expect(isStoreOpen(withBreak, at('2026-06-10T14:40'))).toBe(false);
    expect(isStoreOpen(withBreak, at('2026-06-10T15:59'))).toBe(false);
    expect(isStoreOpen(withBreak, at('2026-06-10T16:00'))).toBe(true);
    expect(isStoreOpen(withBreak, at('2026-06-10T14:59'), 'Dine-in')).toBe(true);
  });
  it('ignores a half-written or empty break', () => {
    const halfBreak = {
      ...settings,
      hours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: null }),
    };
    expect(isStoreOpen(halfBreak, at('2026-06-10T15:30'))).toBe(true);
    const emptyBreak = {
      ...settings,
      hours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: '15:00' }),
    };
    expect(isStoreOpen(emptyBreak, at('2026-06-10T15:00'))).toBe(true);
  });
  it('is closed on a null day', () => {
    expect(
      isStoreOpen(
        { ...settings, hours: week({ open: '11:00', close: '21:00' }, null) },
        at('2026-06-10T12:00'),
      ),
    ).toBe(false);
  });
  it('counts an overnight window from the previous day', () => {
    const late = { ...settings, hours: week({ open: '18:00', close: '02:00' }, null) };
    expect(isStoreOpen(late, at('2026-06-10T01:00'))).toBe(true);
    expect(isStoreOpen(late, at('2026-06-10T01:39'))).toBe(true);
    expect(isStoreOpen(late, at('2026-06-10T01:40'))).toBe(false);
    expect(isStoreOpen(late, at('2026-06-10T12:00'))).toBe(false);
    expect(isStoreOpen(late, at('2026-06-09T23:00'))).toBe(true);
    expect(isStoreOpen(late, at('2026-06-09T17:59'))).toBe(false);
  });
  it('handles breaks inside an overnight window, after midnight or across it', () => {
    const afterMidnight = {
      ...settings,
      waitTime: 0,
      hours: week({ open: '18:00', close: '03:00', breakStart: '01:00', breakEnd: '01:30' }, null),
    };
    expect(isStoreOpen(afterMidnight, at('2026-06-10T00:30'))).toBe(true);
    expect(isStoreOpen(afterMidnight, at('2026-06-10T01:10'))).toBe(false);
    expect(isStoreOpen(afterMidnight, at('2026-06-10T01:30'))).toBe(true);
    const across = {
      ...settings,
      waitTime: 20,
      hours: week({ open: '18:00', close: '03:00', breakStart: '23:30', breakEnd: '00:30' }, null),
    };
    expect(isStoreOpen(across, at('2026-06-09T23:05'))).toBe(true);
    expect(isStoreOpen(across, at('2026-06-09T23:10'))).toBe(false);
    expect(isStoreOpen(across, at('2026-06-10T00:10'))).toBe(false);
    expect(isStoreOpen(across, at('2026-06-10T00:30'))).toBe(true);
  });
  it("treats open '00:00' close '24:00' as all day, with no last call", () => {
    const allDay = { ...settings, hours: everyDay({ open: '00:00', close: '24:00' }) };
    expect(isStoreOpen(allDay, at('2026-06-10T00:00'))).toBe(true);
    expect(isStoreOpen(allDay, at('2026-06-10T23:55'))).toBe(true);
  });
  it('treats equal or unreadable times as closed', () => {
    expect(
      isStoreOpen(
        { ...settings, hours: everyDay({ open: '09:00', close: '09:00' }) },
        at('2026-06-10T12:00'),
      ),
    ).toBe(false);
    expect(
      isStoreOpen({ ...settings, hours: everyDay({ open: 'nine', close: '21:00' }) }, at('2026-06-10T12:00')),
    ).toBe(false);
  });
  it('keeps wall-clock hours on the day clocks change', () => {
    // 2026-03-08: clocks go forward at 02:00 in Vancouver (PDT = UTC-7 from then).
    expect(isStoreOpen(settings, '2026-03-08T10:30:00-07:00')).toBe(false);
    expect(isStoreOpen(settings, '2026-03-08T11:30:00-07:00')).toBe(true);
  });
  it('refuses a bad time or time zone', () => {
    expect(() => isStoreOpen(settings, 'yesterday')).toThrow(RangeError);
    expect(() => isStoreOpen({ ...settings, timeZone: 'Mars/Olympus' }, at('2026-06-10T12:00'))).toThrow(
      RangeError,
    );
    expect(() => isStoreOpen(settings, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('openingWindow and isWithinHours', () => {
  it('builds the window on its own day', () => {
    const day = inZone(at('2026-06-10T12:00'), TZ);
    const window = openingWindow(day, { open: '22:00', close: '01:00' })!;
    const iso = (instant: number) => formatIso(zonedTime(instant, TZ), 'always');
    expect(iso(window.open)).toBe('2026-06-10T22:00:00.000-07:00');
    expect(iso(window.close)).toBe('2026-06-11T01:00:00.000-07:00');
    expect(openingWindow(day, null)).toBeNull();
  });
  it('is the same test with zero wait by default', () => {
    expect(isWithinHours(everyDay({ open: '11:00', close: '21:00' }), at('2026-06-10T20:59'), TZ)).toBe(true);
  });
});

describe('delivery hours', () => {
  const settings = makeSettings({ deliveryHours: everyDay({ open: '12:00', close: '20:00' }), waitTime: 20 });
  it('are unknown while loading', () => {
    expect(isDeliveryOpen(null, at('2026-06-10T12:00'))).toBeNull();
  });
  it('work like the store hours with zero wait', () => {
    expect(isDeliveryOpen(settings, at('2026-06-10T11:59'))).toBe(false);
    expect(isDeliveryOpen(settings, at('2026-06-10T19:59'))).toBe(true);
    expect(isDeliveryOpen(settings, at('2026-06-10T20:00'))).toBe(false);
  });
  it('need deliveryOpen, delivery enabled and ordering open', () => {
    expect(isDeliveryOpen({ ...settings, deliveryOpen: false }, at('2026-06-10T13:00'))).toBe(false);
    expect(isDeliveryOpen({ ...settings, deliveryEnabled: false }, at('2026-06-10T13:00'))).toBe(false);
    expect(isDeliveryOpen({ ...settings, orderOpen: false }, at('2026-06-10T13:00'))).toBe(false);
  });
  it('are open today when today has delivery hours, whatever the time', () => {
    expect(isDeliveryOpenToday(settings, at('2026-06-10T22:00'))).toBe(true);
    expect(isDeliveryOpenToday({ ...settings, deliveryOpen: false }, at('2026-06-10T13:00'))).toBe(false);
    expect(
      isDeliveryOpenToday({ ...settings, deliveryHours: week(null, null) }, at('2026-06-10T13:00')),
    ).toBe(false);
  });
  it("count last night's delivery window until it closes", () => {
    const late = { ...settings, deliveryHours: week({ open: '20:00', close: '01:00' }, null) };
    expect(isDeliveryOpenToday(late, at('2026-06-10T00:30'))).toBe(true);
    expect(isDeliveryOpenToday(late, at('2026-06-10T02:00'))).toBe(false);
  });
});

describe('closedNotice (issue 24)', () => {
  const settings = makeSettings({ hours: everyDay({ open: '11:00', close: '21:00' }), waitTime: 20 });
  const paused = { ...settings, orderOpen: false };
  it('says nothing while open or loading', () => {
    expect(closedNotice(settings, at('2026-06-10T12:00'), 'Dine-in')).toBeNull();
    expect(closedNotice(null, at('2026-06-10T12:00'))).toBeNull();
  });
  it('says ordering is closed, not the restaurant, while ordering is paused within the hours', () => {
    expect(closedNotice(paused, at('2026-06-10T12:00'), 'Dine-in')).toBe(messages.orderingClosed);
    expect(closedNotice(paused, at('2026-06-10T12:00'), 'Pickup')).toBe(messages.orderingClosed);
  });
  it('says the restaurant is closed outside the hours, paused or not', () => {
    expect(closedNotice(settings, at('2026-06-10T22:00'), 'Dine-in')).toBe(messages.restaurantClosed);
    expect(closedNotice(paused, at('2026-06-10T22:00'), 'Dine-in')).toBe(messages.restaurantClosed);
  });
});
