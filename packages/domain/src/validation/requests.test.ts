import { describe, expect, it } from 'vitest';
import { at, makeSettings } from '../testing/fixtures.ts';
import { checkServiceRequest, validateCustomRequest, validateSpecialRequests } from './requests.ts';

describe('special requests', () => {
  it('allow at most 128 characters', () => {
    expect(validateSpecialRequests('x'.repeat(128))).toBeNull();
    expect(validateSpecialRequests('x'.repeat(129))).toBe(
      'Sorry, special requests must be 128 characters or less.',
    );
  });
});

describe('custom requests', () => {
  it('need text of at most 100 characters', () => {
    expect(validateCustomRequest('  ')).toBe('Custom request cannot be empty.');
    expect(validateCustomRequest('x'.repeat(100))).toBeNull();
    expect(validateCustomRequest('x'.repeat(101))).toBe(
      'Sorry, custom request must be 100 characters or less.',
    );
  });
});

describe('checkServiceRequest', () => {
  const settings = makeSettings();
  it('refuses requests while closed, with the spelling fixed', () => {
    expect(
      checkServiceRequest({ settings, now: at('2026-06-10T22:00'), description: 'Water', custom: false }),
    ).toBe('Sorry, the restaurant is closed.');
    expect(
      checkServiceRequest({
        settings: null,
        now: at('2026-06-10T12:00'),
        description: 'Water',
        custom: false,
      }),
    ).toBe('Sorry, the restaurant is closed.');
  });
  it('lets a seated guest ask while online ordering is paused within the hours (decision 0071)', () => {
    const paused = makeSettings({ orderOpen: false });
    expect(
      checkServiceRequest({
        settings: paused,
        now: at('2026-06-10T12:00'),
        description: 'Water',
        custom: false,
      }),
    ).toBeNull();
    expect(
      checkServiceRequest({
        settings: paused,
        now: at('2026-06-10T22:00'),
        description: 'Water',
        custom: false,
      }),
    ).toBe('Sorry, the restaurant is closed.');
  });
  it('has no wait time before closing (dine-in)', () => {
    expect(
      checkServiceRequest({ settings, now: at('2026-06-10T20:59'), description: 'Water', custom: false }),
    ).toBeNull();
  });
  it('checks custom texts', () => {
    expect(
      checkServiceRequest({ settings, now: at('2026-06-10T12:00'), description: ' ', custom: true }),
    ).toBe('Custom request cannot be empty.');
    expect(
      checkServiceRequest({
        settings,
        now: at('2026-06-10T12:00'),
        description: 'More spoons',
        custom: true,
      }),
    ).toBeNull();
  });
});
