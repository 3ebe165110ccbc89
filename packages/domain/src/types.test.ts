import { describe, expect, expectTypeOf, it } from 'vitest';
import { makeSettings } from './testing/fixtures.ts';
import type { RestaurantImages } from './types.ts';

describe('RestaurantImages', () => {
  it("has an optional image of the restaurant's own for pages not found (404)", () => {
    expectTypeOf<RestaurantImages['notFound']>().toEqualTypeOf<string | undefined>();
    expect(makeSettings({ images: { logo: 'logo.png', notFound: 'not-found.png' } }).images.notFound).toBe(
      'not-found.png',
    );
    expect(makeSettings().images.notFound).toBeUndefined();
  });
});
