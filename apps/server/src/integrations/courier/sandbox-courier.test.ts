import { courierPickupTime } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { contractDelivery, contractEstimate, courierContract, courierContractNow } from './contract.ts';
import { courierAddressLine } from './courier-address.ts';
import {
  distanceKm,
  SandboxCourier,
  sandboxCourierRefusal,
  sandboxCourierTriggers,
} from './sandbox-courier.ts';
import { courierFailureMessage } from './types.ts';

const clock = { now: () => courierContractNow };

courierContract('sandbox', (sleep) => {
  const courier = new SandboxCourier({ clock, sleep });
  return {
    courier,
    failNext: (status, options = {}) =>
      courier.failNext({
        status: status === 400 ? 400 : 500,
        fieldErrors: options.fieldErrors,
        times: options.times,
      }),
  };
});

describe('sandbox courier', () => {
  const noSleep = async () => {};

  it('prices and times a delivery from the distance', async () => {
    const courier = new SandboxCourier({ clock, sleep: noSleep });
    const km = distanceKm(contractEstimate.pickup_location!, contractEstimate.dropoff_location!);
    expect(km).toBeCloseTo(0.39, 2);
    const estimate = await courier.estimate(contractEstimate);
    // 4.99 + 0.75 × 0.39 km; 8 min + 3 min/km rounded up after pickup.
    expect(estimate.fee).toBe(528);
    expect(estimate.deliveryTime).toBe('2026-11-19T04:10:00.000Z');
  });

  it('uses 3 km when the request has no coordinates, and refuses beyond 25 km', async () => {
    const courier = new SandboxCourier({ clock, sleep: noSleep });
    const { pickup_location: _p, dropoff_location: _d, ...noCoordinates } = contractEstimate;
    await expect(courier.estimate(noCoordinates)).resolves.toMatchObject({ fee: 724 });
    await expect(
      courier.estimate({ ...contractEstimate, dropoff_location: { lat: 49.05, lng: -122.3 } }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('too far') });
  });

  it('delivers a scheduled order at the asked time, or as soon as it can', async () => {
    const courier = new SandboxCourier({ clock, sleep: noSleep });
    const { pickup_time: _asap, ...scheduled } = contractEstimate;
    const later = await courier.estimate({ ...scheduled, delivery_time: '2026-11-19T05:30:00.000Z' });
    expect(later.deliveryTime).toBe('2026-11-19T05:30:00.000Z');
    const tooSoon = await courier.estimate({ ...scheduled, delivery_time: '2026-11-19T03:31:00.000Z' });
    expect(tooSoon.deliveryTime).toBe('2026-11-19T03:40:00.000Z');
  });

  it('fails on the magic texts so browser tests can see both failures', async () => {
    const courier = new SandboxCourier({ clock, sleep: noSleep });
    await expect(
      courier.create({ ...contractDelivery, dropoff_instructions: sandboxCourierTriggers.refusal }),
    ).rejects.toMatchObject({ statusCode: 400, message: sandboxCourierRefusal.error });
    expect(courier.attempts).toBe(1);
    await expect(
      courier.estimate({
        ...contractEstimate,
        dropoff_address: `${sandboxCourierTriggers.outage} 1 Main St`,
      }),
    ).rejects.toMatchObject({ statusCode: 502, message: courierFailureMessage });
    expect(courier.attempts).toBe(4);
  });

  it('takes its first failures from the constructor', async () => {
    const courier = new SandboxCourier({ clock, sleep: noSleep, failNext: { status: 500, times: 2 } });
    await expect(courier.estimate(contractEstimate)).resolves.toBeTruthy();
    expect(courier.attempts).toBe(3);
  });

  it("sets an ASAP pickup at now + wait + 10 minutes (the domain's courierPickupTime, as the server asks)", () => {
    expect(courierPickupTime({ now: new Date('2026-11-19T03:30:00Z'), settings: { waitTime: 20 } })).toBe(
      '2026-11-19T04:00:00.000Z',
    );
  });

  it('writes a courier address on one line', () => {
    expect(
      courierAddressLine({
        street: '1055 W Georgia St',
        unit: '1201',
        city: 'Vancouver',
        state: 'BC',
        zip_code: 'V6E 3P3',
      }),
    ).toBe('1055 W Georgia St Unit 1201, Vancouver, BC V6E 3P3');
    expect(
      courierAddressLine({ street: '800 Robson St', city: 'Vancouver', state: 'BC', zip_code: 'V6Z 3B7' }),
    ).toBe('800 Robson St, Vancouver, BC V6Z 3B7');
    // A diner who typed the word keeps one 'Unit' (issue 24: 'Unit Unit 1207').
    expect(
      courierAddressLine({
        street: '1160 Hamilton St',
        unit: 'Unit 1207',
        city: 'Vancouver',
        state: 'BC',
        zip_code: 'V6B 5P6',
      }),
    ).toBe('1160 Hamilton St Unit 1207, Vancouver, BC V6B 5P6');
  });
});
