import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressSearchContract } from './contract.ts';
import { GazetteerAddressSearch, readGazetteer } from './gazetteer-search.ts';

addressSearchContract('local gazetteer', () => GazetteerAddressSearch.fromFile());

describe('local gazetteer', () => {
  const search = GazetteerAddressSearch.fromFile();

  it('finds an address by its postal code, with or without the space', async () => {
    for (const query of ['V6Z 3B7', 'v6z3b7']) {
      const [first] = await search.autocomplete(query);
      expect(first?.description).toBe('800 Robson St, Vancouver, BC V6Z 3B7, Canada');
    }
  });

  it('forgives a typo and finds by city', async () => {
    expect((await search.autocomplete('800 Robsn'))[0]?.description).toMatch(/^800 Robson St/);
    const richmond = await search.autocomplete('Richmond');
    expect(richmond.length).toBeGreaterThan(0);
    expect(richmond.every((suggestion) => suggestion.description.includes('Richmond'))).toBe(true);
  });

  it('orders equally good matches nearest first', async () => {
    const nearMountPleasant = await search.autocomplete('Main St', {
      near: { lat: 49.2636, lng: -123.1008 },
    });
    expect(nearMountPleasant[0]?.description).toMatch(/^2405 Main St/);
  });

  it('geocodes spelled-out street words but never another house number', async () => {
    expect(await search.geocode('1055 West Georgia Street, Vancouver')).toMatchObject({
      placeId: 'van-0001',
    });
    expect(await search.geocode('801 Robson St, Vancouver')).toBeNull();
  });

  it('reads another gazetteer file, and refuses one that is not a list of places', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gazetteer-'));
    const file = join(folder, 'places.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          placeId: 'yyc-1',
          address: '100 8 Ave SW',
          city: 'Calgary',
          province: 'AB',
          postalCode: 'T2P 1B3',
          country: 'Canada',
          lat: 51.045,
          lng: -114.065,
        },
      ]),
    );
    expect(readGazetteer(file)).toHaveLength(1);
    writeFileSync(file, JSON.stringify({ places: [] }));
    expect(() => readGazetteer(file)).toThrow(/not a list of places/);
  });
});
