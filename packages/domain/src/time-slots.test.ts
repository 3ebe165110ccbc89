import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPACITY } from './kitchen-capacity.ts';
import { at, everyDay, makeSettings } from './testing/fixtures.ts';
import {
  ASAP_SLOT,
  asapEstimateMinutes,
  asapReadyAt,
  chosenTimeSlot,
  courierPickupTime,
  offeredTimeSlots,
  pacedAsapReadyAt,
  pacingOfFullWindows,
  roundedWait,
  timeSlots,
} from './time-slots.ts';
import type { DayHours, WeeklyHours } from './types.ts';
import { checkOrder } from './validation/order.ts';

function week(tuesday: DayHours | null, wednesday: DayHours | null, thursday: DayHours | null): WeeklyHours {
  return [null, null, tuesday, wednesday, thursday, null, null];
}

const settings = makeSettings({
  hours: everyDay({ open: '11:00', close: '21:00' }),
  deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
  waitTime: 20,
  deliveryTime: 30,
});

describe('lead times', () => {
  it('rounds waits above 15 minutes up by their remainder mod 15', () => {
    expect(roundedWait(10)).toBe(10);
    expect(roundedWait(15)).toBe(15);
    expect(roundedWait(20)).toBe(25);
    expect(roundedWait(30)).toBe(30);
    expect(roundedWait(44)).toBe(58);
    expect(roundedWait(-5)).toBe(0);
  });
  it('estimates ASAP as the wait, plus the delivery time for delivery', () => {
    expect(asapEstimateMinutes(settings, 'Pickup')).toBe(20);
    expect(asapEstimateMinutes(settings, 'Dine-in')).toBe(20);
    expect(asapEstimateMinutes(settings, 'Delivery')).toBe(50);
    expect(asapEstimateMinutes(settings, 'Delivery', 45)).toBe(65);
    expect(asapEstimateMinutes({ waitTime: -1, deliveryTime: -1 }, 'Delivery')).toBe(0);
  });
  it('gives the ASAP ready time and the courier pickup time', () => {
    expect(asapReadyAt(at('2026-06-10T12:00'), 30)).toBe('2026-06-10T19:30:00.000Z');
    expect(courierPickupTime({ now: at('2026-06-10T12:00'), settings: { waitTime: 20 } })).toBe(
      '2026-06-10T19:30:00.000Z',
    );
    expect(courierPickupTime({ now: new Date('2026-06-10T19:00:00Z'), settings: { waitTime: -4 } })).toBe(
      '2026-06-10T19:10:00.000Z',
    );
  });
});

describe("the courier's ASAP pickup time", () => {
  const noon = at('2026-06-10T12:00');
  const courier = makeSettings({ waitTime: 20, deliveryTime: 30 });
  const capacity = { ...DEFAULT_CAPACITY, maxOrders: 2 };
  const minutes = (iso: string) => (Date.parse(iso) - Date.parse(noon)) / 60_000;
  /** The promise a diner is shown for an ASAP delivery, in minutes from noon. */
  const promised = (input: Omit<Parameters<typeof pacedAsapReadyAt>[0], 'orderType' | 'now'>) =>
    (pacedAsapReadyAt({ ...input, now: noon, orderType: 'Delivery' })! - Date.parse(noon)) / 60_000;

  it('is now + wait + 10 minutes with pacing and busy mode off (SPEC.md section 9)', () => {
    expect(courierPickupTime({ now: noon, settings: courier })).toBe('2026-06-10T19:30:00.000Z');
    // Pacing on with room in the first window changes nothing.
    const roomy = pacingOfFullWindows(capacity, []);
    expect(courierPickupTime({ now: noon, settings: courier, pacing: roomy })).toBe(
      '2026-06-10T19:30:00.000Z',
    );
  });

  it('moves by the minutes busy mode adds to the promise', () => {
    const busy = {
      ...courier,
      busyMode: { extraMinutes: 20, asapStopped: false, until: at('2026-06-10T13:00') },
    };
    expect(minutes(courierPickupTime({ now: noon, settings: busy }))).toBe(50);
    expect(promised({ settings: busy }) - promised({ settings: courier })).toBe(20);
  });

  it('follows the promise to the first window with room when pacing fills the first one', () => {
    // 12:20 falls in the 12:15 window; it and the 12:30 one are full: the promise moves to 12:45
    // plus the 30-minute drive, the pickup to 12:45 plus 10 minutes.
    const start = (local: string) => Date.parse(at(local));
    const full = [
      { lane: 'takeout', start: start('2026-06-10T12:15') },
      { lane: 'takeout', start: start('2026-06-10T12:30') },
    ];
    const pacing = pacingOfFullWindows(capacity, full);
    expect(promised({ settings: courier, pacing })).toBe(45 + 30);
    expect(minutes(courierPickupTime({ now: noon, settings: courier, pacing }))).toBe(55);
    // Full for 12 hours: the unpaced time (the order is then refused with its sentence).
    const allDay = Array.from({ length: 60 }, (_, index) => ({
      lane: 'takeout',
      start: start('2026-06-10T12:15') + index * 15 * 60_000,
    }));
    const closedKitchen = pacingOfFullWindows(capacity, allDay);
    expect(minutes(courierPickupTime({ now: noon, settings: courier, pacing: closedKitchen }))).toBe(30);
  });

  it('reads no pacing from a location that does not pace', () => {
    expect(pacingOfFullWindows(DEFAULT_CAPACITY, [{ lane: 'takeout', start: 0 }])).toBeNull();
  });
});

describe('timeSlots', () => {
  it('starts with ASAP, then every 15 minutes from opening + 30 to closing, today and tomorrow', () => {
    const slots = timeSlots({ settings, now: at('2026-06-10T09:00'), orderType: 'Pickup' });
    expect(slots[0]).toEqual(ASAP_SLOT);
    expect(slots[1]).toEqual({ value: '2026-06-10T11:30:00-07:00', label: '11:30 AM', day: 'today' });
    const today = slots.filter((slot) => slot.day === 'today');
    const tomorrow = slots.filter((slot) => slot.day === 'tomorrow');
    expect(today).toHaveLength(39);
    expect(tomorrow).toHaveLength(39);
    expect(today.at(-1)).toEqual({ value: '2026-06-10T21:00:00-07:00', label: '9:00 PM', day: 'today' });
    expect(tomorrow[0]!.value).toBe('2026-06-11T11:30:00-07:00');
  });
  it("keeps today's slots later than now plus the rounded wait", () => {
    // wait 20 -> 25: at 12:00 the earliest is 12:25.
    expect(timeSlots({ settings, now: at('2026-06-10T12:00'), orderType: 'Pickup' })[1]!.label).toBe(
      '12:30 PM',
    );
    // at 12:05 the earliest is 12:30, which is not later than itself.
    expect(timeSlots({ settings, now: at('2026-06-10T12:05'), orderType: 'Pickup' })[1]!.label).toBe(
      '12:45 PM',
    );
  });
  it('uses delivery hours and adds the delivery time for delivery', () => {
    // 20 + 30 = 50 -> 55: at 12:00 the earliest is 12:55.
    const slots = timeSlots({ settings, now: at('2026-06-10T12:00'), orderType: 'Delivery' });
    expect(slots[1]!.label).toBe('1:00 PM');
    expect(slots.filter((slot) => slot.day === 'today').at(-1)!.label).toBe('8:00 PM');
    const zone = timeSlots({
      settings,
      now: at('2026-06-10T12:00'),
      orderType: 'Delivery',
      deliveryTime: 60,
    });
    expect(zone[1]!.label).toBe('1:30 PM'); // 20 + 60 = 80 -> 85: 13:25
  });
  it('skips the break until break end + 30', () => {
    const withBreak = {
      ...settings,
      hours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: '16:00' }),
    };
    const labels = timeSlots({ settings: withBreak, now: at('2026-06-10T09:00'), orderType: 'Pickup' })
      .filter((slot) => slot.day === 'today')
      .map((slot) => slot.label);
    expect(labels).toContain('3:00 PM');
    for (const skipped of ['3:15 PM', '3:30 PM', '3:45 PM', '4:00 PM', '4:15 PM'])
      expect(labels).not.toContain(skipped);
    expect(labels).toContain('4:30 PM');
  });
  it('has no slots on closed days', () => {
    const closedTomorrow = { ...settings, hours: week(null, { open: '11:00', close: '21:00' }, null) };
    const slots = timeSlots({ settings: closedTomorrow, now: at('2026-06-10T09:00'), orderType: 'Pickup' });
    expect(slots.some((slot) => slot.day === 'tomorrow')).toBe(false);
    expect(timeSlots({ settings: closedTomorrow, now: at('2026-06-10T22:00'), orderType: 'Pickup' })).toEqual(
      [ASAP_SLOT],
    );
  });
  it("includes the rest of last night's window", () => {
    const late = { ...settings, waitTime: 0, hours: week({ open: '18:00', close: '02:00' }, null, null) };
    const slots = timeSlots({ settings: late, now: at('2026-06-10T00:10'), orderType: 'Pickup' });
    expect(slots.map((slot) => slot.label)).toEqual([
      'ASAP',
      '12:15 AM',
      '12:30 AM',
      '12:45 AM',
      '1:00 AM',
      '1:15 AM',
      '1:30 AM',
      '1:45 AM',
      '2:00 AM',
    ]);
    expect(slots[1]!.day).toBe('today');
  });
  it('drops slots past tomorrow', () => {
    const nightly = { ...settings, waitTime: 0, hours: everyDay({ open: '18:00', close: '02:00' }) };
    const slots = timeSlots({ settings: nightly, now: at('2026-06-10T12:00'), orderType: 'Pickup' });
    expect(slots.at(-1)).toEqual({ value: '2026-06-11T23:45:00-07:00', label: '11:45 PM', day: 'tomorrow' });
    expect(slots.find((slot) => slot.value.startsWith('2026-06-11T00:00'))!.day).toBe('tomorrow');
  });
  it('lists each time once when windows overlap', () => {
    const overlap = {
      ...settings,
      waitTime: 0,
      hours: week({ open: '20:00', close: '12:00' }, { open: '09:00', close: '13:00' }, null),
    };
    const values = timeSlots({ settings: overlap, now: at('2026-06-10T08:00'), orderType: 'Pickup' }).map(
      (slot) => slot.value,
    );
    expect(new Set(values).size).toBe(values.length);
    expect(values.at(-1)).toBe('2026-06-10T13:00:00-07:00');
    expect(values.filter((value) => value === '2026-06-10T10:00:00-07:00')).toHaveLength(1);
  });
});

describe('offeredTimeSlots', () => {
  const withBreak = makeSettings({
    hours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: '16:00' }),
    deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
    waitTime: 20,
    deliveryTime: 30,
    minOrder: 1500,
    paymentMethodType: 'both',
  });
  const order = (now: string, orderType: 'Pickup' | 'Delivery', orderTime: string) =>
    checkOrder({
      settings: withBreak,
      now,
      placing: false,
      loggedIn: true,
      isDineIn: false,
      orderType,
      paymentMethod: 'online',
      name: 'Ann',
      phoneNumber: '7783334444',
      orderTime,
      subTotalAfterRewards: 2000,
      address: '1 Main St',
      courierDetails: null,
      hasSavedCard: true,
      cartIsEmpty: false,
    });
  // Every 5 minutes of a day with a break, in the location's zone.
  const day = Array.from({ length: 288 }, (_, index) => {
    const minutes = index * 5;
    const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return at(`2026-06-10T${clock}`);
  });

  it('offers only times the order check takes, all day, for pickup and delivery', () => {
    for (const orderType of ['Pickup', 'Delivery'] as const) {
      for (const now of day) {
        const offered = offeredTimeSlots({ settings: withBreak, now, orderType });
        for (const slot of offered)
          expect(order(now, orderType, slot.value), `${orderType} ${now}`).toBeNull();
        if (!offered.some((slot) => slot.value === 'ASAP'))
          expect(order(now, orderType, 'ASAP'), `${orderType} ${now}`).not.toBeNull();
      }
    }
  });
  it('offers nothing during the break, not even a slot after it', () => {
    // The break closes ordering from 15:00 less the 20-minute wait until 16:00.
    expect(
      timeSlots({ settings: withBreak, now: at('2026-06-10T15:30'), orderType: 'Pickup' }).length,
    ).toBeGreaterThan(1);
    expect(
      offeredTimeSlots({ settings: withBreak, now: at('2026-06-10T15:30'), orderType: 'Pickup' }),
    ).toEqual([]);
    expect(order(at('2026-06-10T15:30'), 'Pickup', '2026-06-10T17:00:00-07:00')).toBe(
      'Sorry, the restaurant is closed.',
    );
    const afterBreak = offeredTimeSlots({
      settings: withBreak,
      now: at('2026-06-10T16:00'),
      orderType: 'Pickup',
    });
    expect(afterBreak[0]).toEqual(ASAP_SLOT);
    expect(afterBreak[1]!.label).toBe('4:30 PM');
  });
  it('never offers a slot inside the break', () => {
    const labels = offeredTimeSlots({ settings: withBreak, now: at('2026-06-10T11:00'), orderType: 'Pickup' })
      .filter((slot) => slot.day === 'today')
      .map((slot) => slot.label);
    expect(labels).toContain('3:00 PM');
    for (const skipped of ['3:15 PM', '3:30 PM', '3:45 PM', '4:00 PM', '4:15 PM'])
      expect(labels).not.toContain(skipped);
  });
  it('offers delivery only within the delivery hours, and ASAP only while they run', () => {
    // 11:30: the store is open, delivery opens at 12:00.
    const early = offeredTimeSlots({
      settings: withBreak,
      now: at('2026-06-10T11:30'),
      orderType: 'Delivery',
    });
    expect(early.some((slot) => slot.value === 'ASAP')).toBe(false);
    expect(early[0]!.label).toBe('12:30 PM');
    const today = early.filter((slot) => slot.day === 'today');
    expect(today.at(-1)!.label).toBe('8:00 PM');
    for (const slot of early) {
      const minutes = Number(slot.value.slice(11, 13)) * 60 + Number(slot.value.slice(14, 16));
      expect(minutes).toBeGreaterThanOrEqual(12 * 60 + 30);
      expect(minutes).toBeLessThanOrEqual(20 * 60);
    }
    // 13:00: ASAP is taken.
    expect(
      offeredTimeSlots({ settings: withBreak, now: at('2026-06-10T13:00'), orderType: 'Delivery' })[0],
    ).toEqual(ASAP_SLOT);
    // Delivery switched off or paused: nothing.
    for (const off of [{ deliveryOpen: false }, { deliveryEnabled: false }, { orderOpen: false }])
      expect(
        offeredTimeSlots({
          settings: { ...withBreak, ...off },
          now: at('2026-06-10T13:00'),
          orderType: 'Delivery',
        }),
      ).toEqual([]);
  });
});

describe('chosenTimeSlot', () => {
  const later = { value: '2026-06-10T18:00:00-07:00', label: '6:00 PM', day: 'today' as const };
  it('keeps the chosen time while it is offered, else the first offered, else ASAP', () => {
    expect(chosenTimeSlot([ASAP_SLOT, later], later.value)).toBe(later);
    expect(chosenTimeSlot([later], 'ASAP')).toBe(later);
    expect(chosenTimeSlot([ASAP_SLOT], later.value)).toBe(ASAP_SLOT);
    expect(chosenTimeSlot([], later.value)).toBe(ASAP_SLOT);
  });
  it('keeps a time no longer offered when it is among the kept times (a window that filled)', () => {
    expect(chosenTimeSlot([ASAP_SLOT], later.value, [ASAP_SLOT, later])).toBe(later);
    expect(chosenTimeSlot([ASAP_SLOT], later.value, [ASAP_SLOT])).toBe(ASAP_SLOT);
  });
});
