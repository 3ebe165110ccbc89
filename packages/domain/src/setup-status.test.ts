import { describe, expect, it } from 'vitest';
import { hasOpeningHours, type LocationSetupInput, locationSetup } from './setup-status.ts';
import type { WeeklyHours } from './types.ts';

const closedWeek: WeeklyHours = [null, null, null, null, null, null, null];
const lunchOnWednesdays: WeeklyHours = [
  null,
  null,
  null,
  { open: '11:00', close: '14:00' },
  null,
  null,
  null,
];

const base: LocationSetupInput = {
  inactive: false,
  orderOpen: true,
  hours: lunchOnWednesdays,
  timeZone: 'America/Toronto',
  deliveryEnabled: false,
  deliveryOpen: true,
  rewardsEnabled: false,
  promoCodesEnabled: false,
  deliveryZone: [],
  deliveryZonesWithFees: [],
  productCount: 3,
};
// Wednesday 2026-11-25 in Toronto (UTC-5).
const wednesdayNoon = '2026-11-25T17:00:00Z';
const wednesdayEvening = '2026-11-25T23:00:00Z';
const square = [
  { lat: 43.6, lng: -79.4 },
  { lat: 43.7, lng: -79.4 },
  { lat: 43.7, lng: -79.3 },
];

describe('locationSetup', () => {
  it('reads a new restaurant as paused, with no hours and nothing to order', () => {
    const setup = locationSetup(
      { ...base, orderOpen: false, hours: closedWeek, productCount: 0 },
      wednesdayNoon,
    );
    expect(setup).toEqual({
      state: 'paused',
      hasHours: false,
      hasProducts: false,
      deliveryNeedsZone: false,
      deliveryPaused: false,
      featuresOff: ['delivery', 'rewards', 'promoCodes'],
    });
  });

  it('says delivery is paused when it is on but staff paused it (issue 24), and which features are off', () => {
    const on = { ...base, deliveryEnabled: true, deliveryZone: square };
    expect(locationSetup({ ...on, deliveryOpen: false }, wednesdayNoon)).toMatchObject({
      deliveryPaused: true,
      featuresOff: ['rewards', 'promoCodes'],
    });
    expect(locationSetup(on, wednesdayNoon).deliveryPaused).toBe(false);
    // Paused but off: nothing to resume, delivery is off.
    expect(locationSetup({ ...base, deliveryOpen: false }, wednesdayNoon).deliveryPaused).toBe(false);
    expect(
      locationSetup({ ...on, rewardsEnabled: true, promoCodesEnabled: true }, wednesdayNoon).featuresOff,
    ).toEqual([]);
  });

  it('is open inside its hours and closed outside them', () => {
    expect(locationSetup(base, wednesdayNoon).state).toBe('open');
    expect(locationSetup(base, wednesdayEvening).state).toBe('closed');
  });

  it('is closed, never open, without any hours, and out of use before anything else', () => {
    expect(locationSetup({ ...base, hours: closedWeek }, wednesdayNoon).state).toBe('closed');
    expect(locationSetup({ ...base, inactive: true, orderOpen: false }, wednesdayNoon).state).toBe(
      'inactive',
    );
  });

  it('asks for a delivery area only while delivery is on and nothing is drawn', () => {
    expect(locationSetup({ ...base, deliveryEnabled: true }, wednesdayNoon).deliveryNeedsZone).toBe(true);
    expect(
      locationSetup({ ...base, deliveryEnabled: true, deliveryZone: square }, wednesdayNoon)
        .deliveryNeedsZone,
    ).toBe(false);
    expect(
      locationSetup(
        { ...base, deliveryEnabled: true, deliveryZonesWithFees: [{ deliveryZone: square }] },
        wednesdayNoon,
      ).deliveryNeedsZone,
    ).toBe(false);
    expect(locationSetup({ ...base, deliveryEnabled: false }, wednesdayNoon).deliveryNeedsZone).toBe(false);
  });
});

describe('hasOpeningHours', () => {
  it('counts a window, an overnight window and a whole day, but not an empty one', () => {
    expect(hasOpeningHours(closedWeek)).toBe(false);
    expect(hasOpeningHours([{ open: '09:00', close: '09:00' }, null, null, null, null, null, null])).toBe(
      false,
    );
    expect(hasOpeningHours([{ open: '18:00', close: '02:00' }, null, null, null, null, null, null])).toBe(
      true,
    );
    expect(hasOpeningHours([{ open: '00:00', close: '24:00' }, null, null, null, null, null, null])).toBe(
      true,
    );
  });
});
