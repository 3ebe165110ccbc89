import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressSearch } from './types.ts';

/**
 * The behaviour every address search shares. Each subject must know 800 Robson St, Vancouver
 * (V6Z 3B7), as the demo gazetteer and the recorded Google answers do.
 */
export function addressSearchContract(name: string, open: () => Promise<AddressSearch> | AddressSearch) {
  describe(`address search contract: ${name}`, () => {
    let search: AddressSearch;
    beforeAll(async () => {
      search = await open();
    });

    it('suggests nothing for an empty query', async () => {
      expect(await search.autocomplete('')).toEqual([]);
      expect(await search.autocomplete('   ')).toEqual([]);
    });

    it('suggests at most 5 addresses, the typed one first', async () => {
      const suggestions = await search.autocomplete('800 Robson', {
        sessionToken: 'session-1',
        near: { lat: 49.2856, lng: -123.1222 },
      });
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      expect(suggestions[0]!.description).toMatch(/^800 Robson St, Vancouver, BC V6Z 3B7/);
      expect(suggestions[0]!.placeId).toBeTruthy();
    });

    it('ignores letter case', async () => {
      const upper = await search.autocomplete('800 ROBSON');
      expect(upper[0]?.description).toMatch(/^800 Robson St/);
    });

    it('gives the address behind a suggestion, street line apart from city and province', async () => {
      const [first] = await search.autocomplete('800 Robson');
      const place = await search.place(first!.placeId, { sessionToken: 'session-1' });
      expect(place).toEqual({
        placeId: first!.placeId,
        address: '800 Robson St',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6Z 3B7',
        country: 'Canada',
        latLng: { lat: expect.closeTo(49.2822, 2), lng: expect.closeTo(-123.1208, 2) },
      });
    });

    it('knows no place for an unknown id', async () => {
      expect(await search.place('no-such-place')).toBeNull();
    });

    it('geocodes a written address, or finds nothing', async () => {
      const place = await search.geocode('800 Robson St, Vancouver, BC V6Z 3B7');
      expect(place).toMatchObject({ address: '800 Robson St', city: 'Vancouver', postalCode: 'V6Z 3B7' });
      expect(await search.geocode('1 Nowhere Lane, Atlantis')).toBeNull();
    });
  });
}
