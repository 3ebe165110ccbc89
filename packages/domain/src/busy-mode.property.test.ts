import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPACITY, loadsOfFullWindows, windowStartOf } from './kitchen-capacity.ts';
import { at, makeSettings } from './testing/fixtures.ts';
import {
  ASAP_SLOT,
  courierPickupTime,
  offeredTimeSlots,
  type Pacing,
  pacedAsapReadyAt,
} from './time-slots.ts';
import type { BusyMode, CapacitySettings, OrderType } from './types.ts';

const MINUTE = 60_000;
const midnight = Date.parse(at('2026-06-10T00:00'));

const nowArb = fc
  .integer({ min: 0, max: 36 * 60 - 1 })
  .map((minutes) => new Date(midnight + minutes * MINUTE));
const typeArb = fc.constantFrom<OrderType>('Pickup', 'Delivery', 'Dine-in');
const settingsArb = fc.record({
  waitTime: fc.integer({ min: 0, max: 90 }),
  deliveryTime: fc.integer({ min: 0, max: 60 }),
});
const busyArb = (now: Date, ended: boolean): fc.Arbitrary<BusyMode> =>
  fc.record({
    extraMinutes: fc.integer({ min: 0, max: 60 }),
    asapStopped: fc.boolean(),
    until: (ended ? fc.integer({ min: -600, max: 0 }) : fc.integer({ min: 1, max: 600 })).map((minutes) =>
      new Date(now.getTime() + minutes * MINUTE).toISOString(),
    ),
  });
/** Pacing off, or a kitchen with some windows full over the next hours. */
const pacingArb = (now: Date): fc.Arbitrary<Pacing | null> =>
  fc.option(
    fc
      .record({
        windowMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
        full: fc.array(fc.integer({ min: 0, max: 48 }), { maxLength: 20 }),
        apart: fc.boolean(),
      })
      .map(({ windowMinutes, full, apart }) => {
        const capacity: CapacitySettings = {
          ...DEFAULT_CAPACITY,
          windowMinutes: windowMinutes as CapacitySettings['windowMinutes'],
          maxOrders: 3,
          pickupAndDelivery: apart ? 'apart' : 'together',
          countDineIn: true,
        };
        const lanes = apart ? ['Pickup', 'Delivery', 'Dine-in'] : ['takeout', 'Dine-in'];
        const first = windowStartOf(now.getTime(), windowMinutes);
        const loads = loadsOfFullWindows(
          full.flatMap((index) =>
            lanes.map((lane) => ({ lane, start: first + index * windowMinutes * MINUTE })),
          ),
        );
        return { capacity, loads, work: { items: 1, prepMinutes: 5 } };
      }),
    { nil: null },
  );

const scenario = (ended: boolean) =>
  nowArb.chain((now) =>
    fc.record({
      now: fc.constant(now),
      orderType: typeArb,
      timing: settingsArb,
      busy: busyArb(now, ended),
      pacing: pacingArb(now),
    }),
  );

function promises(input: {
  now: Date;
  orderType: OrderType;
  timing: { waitTime: number; deliveryTime: number };
  busyMode: BusyMode | null;
  pacing: Pacing | null;
}) {
  const settings = makeSettings({ ...input.timing, busyMode: input.busyMode });
  const common = { settings, now: input.now, orderType: input.orderType, pacing: input.pacing };
  return {
    slots: offeredTimeSlots(common).map((slot) => slot.value),
    asap: pacedAsapReadyAt(common),
    courier: courierPickupTime({ settings, now: input.now, pacing: input.pacing }),
  };
}

describe('busy mode, for any location, time, busy mode and kitchen load', () => {
  it('never promises earlier than without it (ASAP, the offered slots, the courier)', () => {
    fc.assert(
      fc.property(scenario(false), ({ busy, ...rest }) => {
        const calm = promises({ ...rest, busyMode: null });
        const busyNow = promises({ ...rest, busyMode: busy });
        // Every later time offered while busy was offered without it; ASAP only if it was.
        for (const slot of busyNow.slots) if (slot !== ASAP_SLOT.value) expect(calm.slots).toContain(slot);
        if (busy.asapStopped && rest.orderType !== 'Dine-in')
          expect(busyNow.slots).not.toContain(ASAP_SLOT.value);
        if (busyNow.asap !== null && calm.asap !== null)
          expect(busyNow.asap).toBeGreaterThanOrEqual(calm.asap);
        expect(Date.parse(busyNow.courier)).toBeGreaterThanOrEqual(Date.parse(calm.courier));
      }),
    );
  });

  it("books the courier's pickup 10 minutes after the kitchen's ASAP promise, so it moves with it", () => {
    fc.assert(
      fc.property(scenario(false), ({ busy, now, timing, pacing }) => {
        const settings = makeSettings({ ...timing, busyMode: busy });
        const promise = pacedAsapReadyAt({ settings, now, orderType: 'Delivery', pacing });
        if (promise === null) return;
        const pickup = Date.parse(courierPickupTime({ settings, now, pacing }));
        expect(pickup).toBe(promise - timing.deliveryTime * MINUTE + 10 * MINUTE);
      }),
    );
  });

  it('once ended, restores exactly the promises of a location that never set one', () => {
    fc.assert(
      fc.property(scenario(true), ({ busy, ...rest }) => {
        expect(promises({ ...rest, busyMode: busy })).toEqual(promises({ ...rest, busyMode: null }));
      }),
    );
  });
});
