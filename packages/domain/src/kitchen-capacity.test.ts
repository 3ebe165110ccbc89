import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  DEFAULT_CAPACITY,
  earliestKitchenTime,
  fitsWindow,
  fullWindows,
  laneOf,
  loadsOfFullWindows,
  orderWork,
  type PacedOrder,
  pacingOn,
  windowLoads,
  windowStartOf,
} from './kitchen-capacity.ts';
import { at, everyDay, makeSettings } from './testing/fixtures.ts';
import {
  ASAP_SLOT,
  nextFreeSlot,
  offeredTimeSlots,
  pacedAsapMinutes,
  pacedAsapReadyAt,
} from './time-slots.ts';
import type { CapacitySettings, OrderType } from './types.ts';

const MINUTE = 60_000;
const paced = (overrides: Partial<CapacitySettings>): CapacitySettings => ({
  ...DEFAULT_CAPACITY,
  ...overrides,
});
const order = (kitchenAt: string | number, overrides: Partial<PacedOrder> = {}): PacedOrder => ({
  orderType: 'Pickup',
  kitchenAt: typeof kitchenAt === 'number' ? kitchenAt : Date.parse(kitchenAt),
  items: 1,
  prepMinutes: 5,
  ...overrides,
});

describe('capacity settings', () => {
  it('is off by default: no limit, 15-minute windows, pickup and delivery together, dine-in not counted', () => {
    expect(capacityOf({})).toEqual(DEFAULT_CAPACITY);
    expect(pacingOn(capacityOf({}))).toBe(false);
    expect(DEFAULT_CAPACITY.windowMinutes).toBe(15);
    expect(pacingOn(paced({ maxOrders: 5 }))).toBe(true);
    expect(pacingOn(paced({ maxItems: 20 }))).toBe(true);
    expect(pacingOn(paced({ maxPrepMinutes: 60 }))).toBe(true);
  });
  it('puts the types in lanes: together, apart, and dine-in only when it counts', () => {
    const together = paced({ maxOrders: 5 });
    expect(laneOf(together, 'Pickup')).toBe(laneOf(together, 'Delivery'));
    expect(laneOf(together, 'Dine-in')).toBeNull();
    expect(laneOf(together, '')).toBeNull();
    const apart = paced({ maxOrders: 5, pickupAndDelivery: 'apart', countDineIn: true });
    expect(
      new Set((['Pickup', 'Delivery', 'Dine-in'] as OrderType[]).map((type) => laneOf(apart, type))).size,
    ).toBe(3);
  });
});

describe('window load', () => {
  it('aligns windows to the clock', () => {
    expect(windowStartOf(Date.parse('2026-06-10T19:07:30Z'), 15)).toBe(Date.parse('2026-06-10T19:00:00Z'));
    expect(windowStartOf(Date.parse('2026-06-10T19:15:00Z'), 15)).toBe(Date.parse('2026-06-10T19:15:00Z'));
    expect(windowStartOf(Date.parse('2026-06-10T19:59:59Z'), 30)).toBe(Date.parse('2026-06-10T19:30:00Z'));
  });
  it('counts orders, items and prep minutes per window and lane', () => {
    const capacity = paced({ maxOrders: 5, pickupAndDelivery: 'apart' });
    const loads = windowLoads(
      [
        order('2026-06-10T19:00:00Z', { items: 2, prepMinutes: 10 }),
        order('2026-06-10T19:14:59Z', { items: 3, prepMinutes: 12 }),
        order('2026-06-10T19:15:00Z'),
        order('2026-06-10T19:05:00Z', { orderType: 'Delivery' }),
        order('2026-06-10T19:05:00Z', { orderType: 'Dine-in' }),
      ],
      capacity,
    );
    expect(loads).toEqual([
      { lane: 'Delivery', start: Date.parse('2026-06-10T19:00:00Z'), orders: 1, items: 1, prepMinutes: 5 },
      { lane: 'Pickup', start: Date.parse('2026-06-10T19:00:00Z'), orders: 2, items: 5, prepMinutes: 22 },
      { lane: 'Pickup', start: Date.parse('2026-06-10T19:15:00Z'), orders: 1, items: 1, prepMinutes: 5 },
    ]);
  });
  it("measures an order's work by its items and each product's prep minutes, or the default", () => {
    const prep = new Map([['soup', 8]]);
    expect(
      orderWork(
        [
          { productId: 'soup', count: 2 },
          { productId: 'bread', count: 3 },
        ],
        (id) => prep.get(id),
        { defaultPrepMinutes: 4 },
      ),
    ).toEqual({ items: 5, prepMinutes: 28 });
  });
  it('fits an order while every limit set holds; a big order fits only an empty window', () => {
    const capacity = paced({ maxOrders: 3, maxItems: 10, maxPrepMinutes: 40 });
    const load = (orders: number, items: number, prepMinutes: number) => ({
      lane: 'takeout',
      start: 0,
      orders,
      items,
      prepMinutes,
    });
    expect(fitsWindow(load(2, 5, 20), { items: 5, prepMinutes: 20 }, capacity)).toBe(true);
    expect(fitsWindow(load(3, 3, 3), { items: 1, prepMinutes: 1 }, capacity)).toBe(false);
    expect(fitsWindow(load(2, 5, 20), { items: 6, prepMinutes: 1 }, capacity)).toBe(false);
    expect(fitsWindow(load(2, 5, 20), { items: 1, prepMinutes: 21 }, capacity)).toBe(false);
    expect(fitsWindow(load(0, 0, 0), { items: 30, prepMinutes: 300 }, capacity)).toBe(true);
  });
});

describe('the earliest promise', () => {
  const capacity = paced({ maxOrders: 2 });
  const work = { items: 1, prepMinutes: 5 };
  const earliest = Date.parse('2026-06-10T19:05:00Z');
  it('is now plus the wait when its window has room', () => {
    const loads = windowLoads([order('2026-06-10T19:00:00Z')], capacity);
    expect(earliestKitchenTime({ capacity, loads, orderType: 'Pickup', work, earliest })).toBe(earliest);
  });
  it('moves to the start of the first window with room', () => {
    const loads = windowLoads(
      ['19:00', '19:10', '19:15', '19:29'].map((time) => order(`2026-06-10T${time}:00Z`)),
      capacity,
    );
    expect(earliestKitchenTime({ capacity, loads, orderType: 'Pickup', work, earliest })).toBe(
      Date.parse('2026-06-10T19:30:00Z'),
    );
    // Dine-in does not count here: its promise is the wait.
    expect(earliestKitchenTime({ capacity, loads, orderType: 'Dine-in', work, earliest })).toBe(earliest);
  });
  it('is null when no window within 12 hours has room', () => {
    const full = paced({ maxOrders: 0 as number });
    expect(
      earliestKitchenTime({ capacity: full, loads: [], orderType: 'Pickup', work, earliest }),
    ).toBeNull();
  });
});

describe('slots and promises with pacing', () => {
  const settings = makeSettings({
    hours: everyDay({ open: '11:00', close: '21:00' }),
    deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
    waitTime: 20,
    deliveryTime: 30,
  });
  const now = at('2026-06-10T12:00');
  const types: OrderType[] = ['Pickup', 'Delivery', 'Dine-in'];

  it('gives exactly the slots and promises of today with no limit set, whatever the orders', () => {
    const capacity = capacityOf({});
    const loads = windowLoads(
      Array.from({ length: 40 }, (_, index) => order(Date.parse('2026-06-10T19:30:00Z') + index * MINUTE)),
      capacity,
    );
    const pacing = { capacity, loads, work: { items: 1, prepMinutes: 5 } };
    for (const orderType of types) {
      expect(offeredTimeSlots({ settings, now, orderType, pacing })).toEqual(
        offeredTimeSlots({ settings, now, orderType }),
      );
      expect(pacedAsapReadyAt({ settings, now, orderType, pacing })).toBe(
        pacedAsapReadyAt({ settings, now, orderType }),
      );
    }
  });

  it('leaves a full window out of the slots, and moves ASAP after it', () => {
    const capacity = paced({ maxOrders: 2 });
    // 12:00 PDT is 19:00Z; ASAP is 12:20 (19:20Z), in the 12:15 window.
    const loads = windowLoads(
      [
        order('2026-06-10T19:15:00Z'),
        order('2026-06-10T19:20:00Z'),
        order('2026-06-10T19:45:00Z'),
        order('2026-06-10T19:50:00Z'),
      ],
      capacity,
    );
    const pacing = { capacity, loads, work: { items: 1, prepMinutes: 5 } };
    const slots = offeredTimeSlots({ settings, now, orderType: 'Pickup', pacing });
    const values = slots.map((slot) => slot.value);
    expect(values[0]).toBe(ASAP_SLOT.value);
    expect(values).not.toContain('2026-06-10T12:45:00-07:00');
    expect(values).toContain('2026-06-10T12:30:00-07:00');
    expect(values).toContain('2026-06-10T13:00:00-07:00');
    expect(pacedAsapReadyAt({ settings, now, orderType: 'Pickup', pacing })).toBe(
      Date.parse('2026-06-10T19:30:00Z'),
    );
    // A delivery is cooked a drive earlier: its 13:15 slot is the kitchen's 12:45 window.
    const delivery = offeredTimeSlots({ settings, now, orderType: 'Delivery', pacing }).map(
      (slot) => slot.value,
    );
    expect(delivery).not.toContain('2026-06-10T13:15:00-07:00');
    expect(delivery).toContain('2026-06-10T13:30:00-07:00');
    expect(nextFreeSlot(slots, Date.parse('2026-06-10T12:45:00-07:00'))?.value).toBe(
      '2026-06-10T13:00:00-07:00',
    );
  });
});

describe('what the picker receives', () => {
  it('names only the windows without room for the smallest order, and reads them back as full', () => {
    const capacity = paced({ maxOrders: 2, maxItems: 10 });
    const loads = windowLoads(
      [
        order('2026-06-10T19:00:00Z'),
        order('2026-06-10T19:05:00Z'),
        order('2026-06-10T19:15:00Z', { items: 10 }),
        order('2026-06-10T19:20:00Z', { items: 1 }),
        order('2026-06-10T19:30:00Z', { items: 3 }),
      ],
      capacity,
    );
    const full = fullWindows(loads, capacity);
    expect(full).toEqual([
      { lane: 'takeout', start: Date.parse('2026-06-10T19:00:00Z') },
      { lane: 'takeout', start: Date.parse('2026-06-10T19:15:00Z') },
    ]);
    for (const load of loadsOfFullWindows(full))
      expect(fitsWindow(load, { items: 1, prepMinutes: 0 }, capacity)).toBe(false);
    expect(fullWindows(loads, DEFAULT_CAPACITY)).toEqual([]);
  });

  it('tells ASAP in minutes, the estimate when pacing is off or no window has room', () => {
    const settings = makeSettings({ waitTime: 20, deliveryTime: 30 });
    const now = at('2026-06-10T12:00');
    expect(pacedAsapMinutes({ settings, now, orderType: 'Delivery' })).toBe(50);
    const capacity = paced({ maxOrders: 1 });
    const loads = windowLoads([order('2026-06-10T19:20:00Z')], capacity);
    const pacing = { capacity, loads, work: { items: 1, prepMinutes: 5 } };
    expect(pacedAsapMinutes({ settings, now, orderType: 'Pickup', pacing })).toBe(30);
    const none = { ...pacing, capacity: paced({ maxOrders: 0 as number }) };
    expect(pacedAsapMinutes({ settings, now, orderType: 'Pickup', pacing: none })).toBe(20);
    expect(pacedAsapReadyAt({ settings, now, orderType: 'Pickup', pacing: none })).toBeNull();
    expect(nextFreeSlot([ASAP_SLOT], 0)).toBeNull();
  });
});
