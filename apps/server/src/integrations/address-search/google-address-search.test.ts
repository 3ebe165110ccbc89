import { describe, expect, it } from 'vitest';
import { addressSearchContract } from './contract.ts';
import { createFakeGoogleMaps } from './fake-google-maps.ts';
import { GoogleAddressSearch, placeAddress } from './google-address-search.ts';
import { AddressSearchError } from './types.ts';

const open = () => {
  const fake = createFakeGoogleMaps('maps-key');
  return { fake, search: new GoogleAddressSearch({ apiKey: 'maps-key', fetch: fake.fetch }) };
};

addressSearchContract('Google (fake HTTP)', () => open().search);

describe('Google address search on the wire', () => {
  it('limits autocomplete to Canadian addresses, with the session and the bias', async () => {
    const { fake, search } = open();
    await search.autocomplete('800 Robson', { sessionToken: 'abc', near: { lat: 49.28, lng: -123.12 } });
    const url = fake.requests[0]!;
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      input: '800 Robson',
      components: 'country:ca',
      types: 'address',
      sessiontoken: 'abc',
      locationbias: 'circle:20000@49.28,-123.12',
      key: 'maps-key',
    });
  });

  it('asks Place Details for the address fields only, and geocodes within Canada', async () => {
    const { fake, search } = open();
    await search.place('ChIJ4zPXqIBxhlQRmdLQdXWH0Uc', { sessionToken: 'abc' });
    await search.geocode('800 Robson St');
    expect(fake.requests[0]!.searchParams.get('fields')).toBe(
      'address_component,formatted_address,geometry,place_id',
    );
    expect(fake.requests[0]!.searchParams.get('sessiontoken')).toBe('abc');
    expect(fake.requests[1]!.pathname).toBe('/maps/api/geocode/json');
    expect(fake.requests[1]!.searchParams.get('components')).toBe('country:CA');
  });

  it('calls nothing for an empty query', async () => {
    const { fake, search } = open();
    await search.autocomplete(' ');
    expect(fake.requests).toHaveLength(0);
  });

  it('reports a refused key or a quota as AddressSearchError', async () => {
    const fake = createFakeGoogleMaps('maps-key');
    const wrongKey = new GoogleAddressSearch({ apiKey: 'other', fetch: fake.fetch });
    await expect(wrongKey.autocomplete('800 Robson')).rejects.toBeInstanceOf(AddressSearchError);
    const { fake: busy, search } = open();
    busy.scripted.push({
      status: 'OVER_QUERY_LIMIT',
      error_message: 'You have exceeded your daily request quota',
    });
    await expect(search.geocode('800 Robson St')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('reports an unreachable service as AddressSearchError', async () => {
    const search = new GoogleAddressSearch({
      apiKey: 'maps-key',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(search.place('x')).rejects.toBeInstanceOf(AddressSearchError);
  });

  it('keeps only Canadian results', () => {
    expect(
      placeAddress(
        {
          place_id: 'us',
          address_components: [{ long_name: 'United States', short_name: 'US', types: ['country'] }],
          geometry: { location: { lat: 47.6, lng: -122.3 } },
        },
        'us',
      ),
    ).toBeNull();
  });
});
