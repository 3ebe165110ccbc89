import { stripRegionAndCountry } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { createFakeGoogleMaps } from '../integrations/address-search/fake-google-maps.ts';
import { GazetteerAddressSearch } from '../integrations/address-search/gazetteer-search.ts';
import { GoogleAddressSearch } from '../integrations/address-search/google-address-search.ts';
import { resolveDeliveryAddress } from './delivery-address.ts';

const nothingSaved = { address: null, lat: null, lng: null };

describe('resolving the delivery address a diner picked', () => {
  it("takes a Google suggestion's address and coordinates from Place Details", async () => {
    const fake = createFakeGoogleMaps('maps-key');
    const google = new GoogleAddressSearch({ apiKey: 'maps-key', fetch: fake.fetch });
    const resolved = await resolveDeliveryAddress(google, 'ChIJ4zPXqIBxhlQRmdLQdXWH0Uc', nothingSaved);
    expect(fake.requests.map((url) => url.pathname)).toEqual(['/maps/api/place/details/json']);
    expect(fake.requests[0]!.searchParams.get('place_id')).toBe('ChIJ4zPXqIBxhlQRmdLQdXWH0Uc');
    expect(resolved).toEqual({
      address: '800 Robson St, Vancouver, BC V6Z 3B7, Canada',
      latLng: { lat: 49.2821907, lng: -123.1207516 },
    });
    expect(stripRegionAndCountry(resolved!.address)).toBe('800 Robson St, Vancouver');
    expect(await resolveDeliveryAddress(google, 'ChIJ-unknown', nothingSaved)).toBeNull();
  });

  it('takes an embedded search place by its id, and knows no other', async () => {
    const gazetteer = GazetteerAddressSearch.fromFile();
    expect(await resolveDeliveryAddress(gazetteer, 'van-0054', nothingSaved)).toEqual({
      address: '555 W 12th Ave, Vancouver, BC V5Z 3X7, Canada',
      latLng: { lat: 49.2609, lng: -123.1139 },
    });
    expect(await resolveDeliveryAddress(gazetteer, 'Totally made up place', nothingSaved)).toBeNull();
  });

  it('keeps the saved address without an id, and has none when nothing is saved', async () => {
    const search = { place: async () => null };
    const saved = { address: '800 Robson St, Vancouver', lat: 49.2822, lng: -123.1208 };
    expect(await resolveDeliveryAddress(search, undefined, saved)).toEqual({
      address: '800 Robson St, Vancouver',
      latLng: { lat: 49.2822, lng: -123.1208 },
    });
    expect(await resolveDeliveryAddress(search, '', saved)).toEqual({
      address: '800 Robson St, Vancouver',
      latLng: { lat: 49.2822, lng: -123.1208 },
    });
    expect(await resolveDeliveryAddress(search, undefined, nothingSaved)).toBeNull();
    expect(await resolveDeliveryAddress(search, undefined, { ...saved, lat: null })).toBeNull();
    expect(await resolveDeliveryAddress(search, undefined, undefined)).toBeNull();
  });
});
