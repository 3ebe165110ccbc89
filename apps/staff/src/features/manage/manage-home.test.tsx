import { describe, expect, it } from 'vitest';
import { featuresOff, setupSteps } from './manage-home.tsx';

const location = {
  id: 'main-street',
  locationName: 'Main Street',
  held: true,
  state: 'paused' as const,
  pausedUntil: null,
  hasHours: false,
  productCount: 0,
  deliveryNeedsZone: false,
  deliveryPaused: false,
  featuresOff: [] as ('delivery' | 'rewards' | 'promoCodes')[],
};

describe('the back office first page’s steps', () => {
  it('lists what a new restaurant lacks, each with its section', () => {
    const steps = setupSteps({ hasLogo: false, hasContact: false, locations: [location] });
    expect(steps.map((step) => [step.text, step.done, step.sectionLabel])).toEqual([
      ['Upload your logo and choose your colours', false, 'Branding'],
      ['Add a phone number or e-mail for customers', false, 'Restaurant'],
      ['Set your opening hours', false, 'Locations'],
      ['Add products to your menu', false, 'Menu'],
      [
        'Resume ordering: customers cannot order while it is paused (Locations now, below, or the kitchen board)',
        false,
        undefined,
      ],
    ]);
  });

  it('counts a pause until resumed as a step left, not a pause that ends by itself', () => {
    const ready = { ...location, hasHours: true, productCount: 4 };
    const left = (state: 'paused' | 'closed', pausedUntil: string | null) =>
      setupSteps({ hasLogo: true, hasContact: true, locations: [{ ...ready, state, pausedUntil }] })
        .filter((step) => !step.done)
        .map((step) => step.key);
    expect(left('paused', null)).toEqual(['open']);
    expect(left('paused', '2026-11-18T21:00:00.000Z')).toEqual([]);
    expect(left('closed', null)).toEqual([]);
  });

  it('names the locations a step is about when there are several, and skips those out of use', () => {
    const steps = setupSteps({
      hasLogo: true,
      hasContact: true,
      locations: [
        { ...location, hasHours: true, productCount: 4, deliveryNeedsZone: true },
        { ...location, id: 'harbour', locationName: 'Harbour', productCount: 2, state: 'open' },
        { ...location, id: 'old', locationName: 'Old Town', state: 'inactive' },
      ],
    });
    expect(steps.filter((step) => !step.done).map((step) => [step.key, step.detail])).toEqual([
      ['hours', 'Harbour'],
      ['open', 'Main Street'],
      ['zones', 'Main Street'],
    ]);
  });

  it('says what delivery lacks without a zone, not that it reaches any address', () => {
    const steps = setupSteps({
      hasLogo: true,
      hasContact: true,
      locations: [{ ...location, hasHours: true, productCount: 4, deliveryNeedsZone: true }],
    });
    const zones = steps.find((step) => step.key === 'zones');
    expect(zones).toMatchObject({ done: false, sectionLabel: 'Delivery zones' });
    expect(zones?.text).toBe(
      'Draw where you deliver: delivery is on, but no delivery area or fee zone is drawn yet',
    );
    expect(zones?.text).not.toMatch(/any address/);
  });

  it('has nothing left for a restaurant that is set up', () => {
    const steps = setupSteps({
      hasLogo: true,
      hasContact: true,
      locations: [{ ...location, state: 'open', hasHours: true, productCount: 12 }],
    });
    expect(steps.every((step) => step.done)).toBe(true);
  });
});

describe('the back office first page’s features turned off (issue 24)', () => {
  it('names each feature off, and where only some locations have it off', () => {
    const other = { ...location, id: 'harbour', locationName: 'Harbour' };
    const off = featuresOff({
      hasLogo: true,
      hasContact: true,
      locations: [
        { ...location, featuresOff: ['rewards', 'promoCodes'] },
        { ...other, featuresOff: ['rewards'] },
      ],
    });
    expect(off.map(({ text, detail }) => [text, detail])).toEqual([
      ['Rewards are off: customers collect no points.', undefined],
      ['Promo codes are off: checkout has no promo code box.', 'Off at Main Street'],
    ]);
  });
});
