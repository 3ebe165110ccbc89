import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAPACITY,
  earliestKitchenTime,
  fitsWindow,
  laneOf,
  loadOf,
  type PacedOrder,
  windowLoads,
  windowStartOf,
} from './kitchen-capacity.ts';
import type { CapacitySettings, OrderType } from './types.ts';

const MINUTE = 60_000;
const base = Date.parse('2026-06-10T18:00:00Z');
const limit = fc.option(fc.integer({ min: 1, max: 12 }), { nil: null });
const capacityArb: fc.Arbitrary<CapacitySettings> = fc
  .record({
    windowMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
    maxOrders: limit,
    maxItems: limit,
    maxPrepMinutes: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
    defaultPrepMinutes: fc.integer({ min: 0, max: 20 }),
    pickupAndDelivery: fc.constantFrom('together', 'apart'),
    countDineIn: fc.boolean(),
  })
  .map((capacity) => ({ ...DEFAULT_CAPACITY, ...capacity }) as CapacitySettings);
const typeArb = fc.constantFrom<OrderType>('Pickup', 'Delivery', 'Dine-in');
const workArb = fc.record({
  items: fc.integer({ min: 1, max: 6 }),
  prepMinutes: fc.integer({ min: 0, max: 30 }),
});
const arrivalArb = fc.record({
  orderType: typeArb,
  work: workArb,
  /** Minutes after the base time that the order arrives (its earliest is then + the wait). */
  at: fc.integer({ min: 0, max: 180 }),
});

/** Accepts orders one at a time, each at its earliest promise, as the server does under its lock. */
function accept(
  capacity: CapacitySettings,
  arrivals: { orderType: OrderType; work: { items: number; prepMinutes: number }; at: number }[],
) {
  const accepted: PacedOrder[] = [];
  const promises: { earliest: number; promised: number | null; orderType: OrderType }[] = [];
  for (const arrival of arrivals) {
    const earliest = base + arrival.at * MINUTE + 20 * MINUTE;
    const loads = windowLoads(accepted, capacity);
    const promised = earliestKitchenTime({
      capacity,
      loads,
      orderType: arrival.orderType,
      work: arrival.work,
      earliest,
    });
    promises.push({ earliest, promised, orderType: arrival.orderType });
    if (promised !== null)
      accepted.push({ orderType: arrival.orderType, kitchenAt: promised, ...arrival.work });
  }
  return { accepted, promises };
}

describe('capacity pacing, for any settings and any stream of orders', () => {
  it('never fills a window over its limits (an order too big for a limit only alone)', () => {
    fc.assert(
      fc.property(capacityArb, fc.array(arrivalArb, { maxLength: 60 }), (capacity, arrivals) => {
        const { accepted } = accept(capacity, arrivals);
        for (const load of windowLoads(accepted, capacity)) {
          if (capacity.maxOrders !== null) expect(load.orders).toBeLessThanOrEqual(capacity.maxOrders);
          if (load.orders > 1) {
            if (capacity.maxItems !== null) expect(load.items).toBeLessThanOrEqual(capacity.maxItems);
            if (capacity.maxPrepMinutes !== null)
              expect(load.prepMinutes).toBeLessThanOrEqual(capacity.maxPrepMinutes);
          }
        }
      }),
    );
  });

  it('never promises earlier than the wait, nor earlier than the first window with room', () => {
    fc.assert(
      fc.property(
        capacityArb,
        fc.array(arrivalArb, { maxLength: 60 }),
        arrivalArb,
        (capacity, arrivals, last) => {
          const { accepted } = accept(capacity, arrivals);
          const loads = windowLoads(accepted, capacity);
          const earliest = base + last.at * MINUTE + 20 * MINUTE;
          const promised = earliestKitchenTime({
            capacity,
            loads,
            orderType: last.orderType,
            work: last.work,
            earliest,
          });
          const lane = laneOf(capacity, last.orderType);
          if (promised === null) return;
          expect(promised).toBeGreaterThanOrEqual(earliest);
          if (lane === null) {
            expect(promised).toBe(earliest);
            return;
          }
          // Its window has room, and every window between the earliest and it is full.
          const length = capacity.windowMinutes * MINUTE;
          expect(
            fitsWindow(
              loadOf(loads, lane, windowStartOf(promised, capacity.windowMinutes)),
              last.work,
              capacity,
            ),
          ).toBe(true);
          for (
            let start = windowStartOf(earliest, capacity.windowMinutes);
            start < windowStartOf(promised, capacity.windowMinutes);
            start += length
          )
            expect(fitsWindow(loadOf(loads, lane, start), last.work, capacity)).toBe(false);
        },
      ),
    );
  });

  it('with no limit set, promises exactly the wait', () => {
    fc.assert(
      fc.property(capacityArb, fc.array(arrivalArb, { maxLength: 40 }), (settings, arrivals) => {
        const capacity = { ...settings, maxOrders: null, maxItems: null, maxPrepMinutes: null };
        const { promises } = accept(capacity, arrivals);
        for (const promise of promises) expect(promise.promised).toBe(promise.earliest);
      }),
    );
  });
});
