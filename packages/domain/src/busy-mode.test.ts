import { describe, expect, it } from 'vitest';
import { activeBusyMode, busyExtraMinutes, busyModeEnd, busyStopsAsap } from './busy-mode.ts';
import { DEFAULT_CAPACITY, loadsOfFullWindows, windowStartOf } from './kitchen-capacity.ts';
import { at, everyDay, makeSettings } from './testing/fixtures.ts';
import {
  ASAP_SLOT,
  busyNotice,
  courierPickupTime,
  offeredTimeSlots,
  pacedAsapMinutes,
  pacedAsapReadyAt,
} from './time-slots.ts';
import type { BusyMode } from './types.ts';

const noon = at('2026-06-10T12:00');
const later = (extraMinutes: number, until = at('2026-06-10T13:00')): BusyMode => ({
  extraMinutes,
  asapStopped: false,
  until,
});
const scheduledOnly: BusyMode = { extraMinutes: 0, asapStopped: true, until: at('2026-06-10T13:00') };

describe('busy mode in force', () => {
  it('holds until its end, then reads as ended', () => {
    const settings = { busyMode: later(20) };
    expect(activeBusyMode(settings, noon)).toEqual(later(20));
    expect(busyExtraMinutes(settings, noon)).toBe(20);
    expect(activeBusyMode(settings, at('2026-06-10T13:00'))).toBeNull();
    expect(busyExtraMinutes(settings, at('2026-06-10T13:00'))).toBe(0);
    expect(activeBusyMode({}, noon)).toBeNull();
    expect(activeBusyMode({ busyMode: null }, noon)).toBeNull();
  });

  it('stopping ASAP adds no minutes', () => {
    expect(busyStopsAsap({ busyMode: scheduledOnly }, noon)).toBe(true);
    expect(busyExtraMinutes({ busyMode: scheduledOnly }, noon)).toBe(0);
    expect(busyStopsAsap({ busyMode: later(10) }, noon)).toBe(false);
    // Guests seated at a table still order for now.
    expect(busyStopsAsap({ busyMode: scheduledOnly }, noon, 'Dine-in')).toBe(false);
  });
});

describe('busyModeEnd', () => {
  const settings = makeSettings({ hours: everyDay({ open: '11:00', close: '21:00' }) });
  it('runs for the minutes chosen', () => {
    expect(busyModeEnd(settings, noon, 30)).toBe(Date.parse(at('2026-06-10T12:30')));
  });
  it('runs until closing time, also past midnight', () => {
    expect(busyModeEnd(settings, noon, 'close')).toBe(Date.parse(at('2026-06-10T21:00')));
    const late = makeSettings({ hours: everyDay({ open: '18:00', close: '02:00' }) });
    expect(busyModeEnd(late, at('2026-06-11T01:00'), 'close')).toBe(Date.parse(at('2026-06-11T02:00')));
  });
  it('has no close to run until outside the hours', () => {
    expect(busyModeEnd(settings, at('2026-06-10T22:00'), 'close')).toBeNull();
  });
});

describe('the promise with busy mode', () => {
  const settings = makeSettings({ waitTime: 20, deliveryTime: 30 });

  it('adds its minutes to ASAP, for pickup and delivery', () => {
    const busy = { ...settings, busyMode: later(20) };
    expect(pacedAsapMinutes({ settings: busy, now: noon, orderType: 'Pickup' })).toBe(40);
    expect(pacedAsapMinutes({ settings: busy, now: noon, orderType: 'Delivery' })).toBe(70);
    expect(pacedAsapReadyAt({ settings: busy, now: noon, orderType: 'Pickup' })).toBe(
      Date.parse(at('2026-06-10T12:40')),
    );
  });

  it('moves the first offered slot later by its minutes', () => {
    const first = (busyMode: BusyMode | null) =>
      offeredTimeSlots({ settings: { ...settings, busyMode }, now: noon, orderType: 'Pickup' })[1]?.label;
    // The lead is the rounded wait (25 min): 12:30 is the first slot later than 12:25; busy mode
    // adds its 20 after the rounding: the first slot later than 12:45.
    expect(first(null)).toBe('12:30 PM');
    expect(first(later(20))).toBe('1:00 PM');
  });

  it('stopped ASAP offers only later times', () => {
    const slots = offeredTimeSlots({
      settings: { ...settings, busyMode: scheduledOnly },
      now: noon,
      orderType: 'Pickup',
    });
    expect(slots[0]?.label).toBe('12:30 PM');
    expect(slots.some((slot) => slot.value === ASAP_SLOT.value)).toBe(false);
  });

  it('adds to the paced promise: the kitchen search starts from the later time', () => {
    const capacity = { ...DEFAULT_CAPACITY, maxOrders: 1 };
    // Busy: now + 20 + 20 = 12:40, whose window (12:30–12:45) is full: the next with room opens at 12:45.
    const full = loadsOfFullWindows([
      { lane: 'takeout', start: windowStartOf(Date.parse(at('2026-06-10T12:40')), 15) },
    ]);
    const pacing = { capacity, loads: full, work: { items: 1, prepMinutes: 5 } };
    expect(
      pacedAsapMinutes({
        settings: { ...settings, busyMode: later(20) },
        now: noon,
        orderType: 'Pickup',
        pacing,
      }),
    ).toBe(45);
  });

  it("books the courier's pickup later too", () => {
    expect(courierPickupTime({ now: noon, settings: { waitTime: 20, busyMode: later(10) } })).toBe(
      new Date(Date.parse(at('2026-06-10T12:40'))).toISOString(),
    );
  });

  it('tells diners before they order', () => {
    const input = { now: noon, orderType: 'Pickup' as const };
    expect(busyNotice({ ...input, settings: { ...settings, waitTime: 25, busyMode: later(20) } })).toBe(
      'Busy right now: ready in about 45 min',
    );
    expect(busyNotice({ ...input, settings: { ...settings, busyMode: scheduledOnly } })).toBe(
      'Busy right now: ordering for later only',
    );
    expect(busyNotice({ ...input, settings })).toBeNull();
    expect(
      busyNotice({ ...input, now: at('2026-06-10T13:00'), settings: { ...settings, busyMode: later(20) } }),
    ).toBeNull();
  });
});
