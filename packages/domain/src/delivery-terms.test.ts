import { describe, expect, it } from 'vitest';
import { deliveryMinimumNotice, deliveryTerms } from './delivery-terms.ts';
import { at, everyDay, makeSettings } from './testing/fixtures.ts';

const settings = makeSettings({
  deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
  minOrder: 1500,
});

describe('deliveryTerms', () => {
  it("says today's delivery hours and the minimum", () => {
    expect(deliveryTerms(settings, at('2026-06-10T11:00'))).toBe(
      'Delivery today 12:00 PM – 8:00 PM · minimum $15.00 before fees',
    );
  });
  it('leaves out a minimum of zero and says the break', () => {
    const withBreak = {
      ...settings,
      minOrder: 0,
      deliveryHours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: '16:00' }),
    };
    expect(deliveryTerms(withBreak, at('2026-06-10T11:00'))).toBe(
      'Delivery today 11:00 AM – 3:00 PM and 4:00 PM – 9:00 PM',
    );
  });
  it('says delivery is closed when there is none today, and last night’s window while it runs', () => {
    const wednesdayOnly = {
      ...settings,
      deliveryHours: [null, null, null, { open: '18:00', close: '02:00' }, null, null, null],
    } as typeof settings;
    expect(deliveryTerms(wednesdayOnly, at('2026-06-09T12:00'))).toBe('Sorry, delivery is closed.');
    expect(deliveryTerms(wednesdayOnly, at('2026-06-11T01:00'))).toBe(
      'Delivery today 6:00 PM – 2:00 AM · minimum $15.00 before fees',
    );
    expect(deliveryTerms(wednesdayOnly, at('2026-06-11T03:00'))).toBe('Sorry, delivery is closed.');
  });

  it('says delivery is closed while it is paused or ordering is', () => {
    for (const off of [{ deliveryOpen: false }, { orderOpen: false }, { deliveryEnabled: false }])
      expect(deliveryTerms({ ...settings, ...off }, at('2026-06-10T13:00'))).toBe(
        'Sorry, delivery is closed.',
      );
  });

  it('says all day for a window from 00:00 to 24:00', () => {
    const allDay = { ...settings, deliveryHours: everyDay({ open: '00:00', close: '24:00' }) };
    expect(deliveryTerms(allDay, at('2026-06-10T11:00'))).toBe(
      'Delivery all day today · minimum $15.00 before fees',
    );
  });
});

describe('deliveryMinimumNotice', () => {
  it("says the spec's sentence below the minimum only", () => {
    expect(deliveryMinimumNotice(settings, 1499)).toBe('Your subtotal must be greater than $15.00.');
    expect(deliveryMinimumNotice(settings, 1500)).toBeNull();
  });
});
