import type { FetchLike } from '../fetch.ts';

/**
 * A stand-in for maps.googleapis.com, for tests: Places Autocomplete, Place Details and
 * Geocoding answers shaped like Google's recorded responses, for two Vancouver addresses.
 */
const places = [
  {
    place_id: 'ChIJ4zPXqIBxhlQRmdLQdXWH0Uc',
    formatted_address: '800 Robson St, Vancouver, BC V6Z 3B7, Canada',
    address_components: [
      { long_name: '800', short_name: '800', types: ['street_number'] },
      { long_name: 'Robson Street', short_name: 'Robson St', types: ['route'] },
      { long_name: 'Downtown', short_name: 'Downtown', types: ['neighborhood', 'political'] },
      { long_name: 'Vancouver', short_name: 'Vancouver', types: ['locality', 'political'] },
      {
        long_name: 'Metro Vancouver',
        short_name: 'Metro Vancouver',
        types: ['administrative_area_level_2', 'political'],
      },
      {
        long_name: 'British Columbia',
        short_name: 'BC',
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
      { long_name: 'V6Z 3B7', short_name: 'V6Z 3B7', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 49.2821907, lng: -123.1207516 }, location_type: 'ROOFTOP' },
    types: ['street_address'],
  },
  {
    place_id: 'ChIJs0-pQ_FzhlQRi_OBm-qWkbs',
    formatted_address: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
    address_components: [
      { long_name: '1055', short_name: '1055', types: ['street_number'] },
      { long_name: 'West Georgia Street', short_name: 'W Georgia St', types: ['route'] },
      { long_name: 'Vancouver', short_name: 'Vancouver', types: ['locality', 'political'] },
      {
        long_name: 'British Columbia',
        short_name: 'BC',
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
      { long_name: 'V6E 3P3', short_name: 'V6E 3P3', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 49.2856, lng: -123.1222 }, location_type: 'ROOFTOP' },
    types: ['street_address'],
  },
];

export function createFakeGoogleMaps(apiKey: string) {
  const requests: URL[] = [];
  /** Status to answer next whatever the call, e.g. OVER_QUERY_LIMIT. */
  const scripted: { status: string; error_message?: string }[] = [];

  const answer = (url: URL) => {
    if (url.searchParams.get('key') !== apiKey) {
      return { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' };
    }
    const next = scripted.shift();
    if (next) return next;
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const input = (url.searchParams.get('input') ?? '').toLowerCase();
      const found = places.filter((place) => place.formatted_address.toLowerCase().includes(input));
      if (found.length === 0) return { status: 'ZERO_RESULTS', predictions: [] };
      return {
        status: 'OK',
        predictions: found.map((place) => ({
          description: place.formatted_address,
          place_id: place.place_id,
          reference: place.place_id,
          structured_formatting: {
            main_text: place.formatted_address.split(',')[0],
            secondary_text: place.formatted_address.split(', ').slice(1).join(', '),
          },
          types: ['premise', 'geocode'],
        })),
      };
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const place = places.find((candidate) => candidate.place_id === url.searchParams.get('place_id'));
      if (!place) return { status: 'INVALID_REQUEST', html_attributions: [] };
      const { types: _types, ...result } = place;
      return { status: 'OK', html_attributions: [], result };
    }
    if (url.pathname === '/maps/api/geocode/json') {
      const street = (url.searchParams.get('address') ?? '').split(',')[0]!.toLowerCase();
      const found = places.filter((place) => place.formatted_address.toLowerCase().startsWith(street));
      return found.length ? { status: 'OK', results: found } : { status: 'ZERO_RESULTS', results: [] };
    }
    return { status: 'INVALID_REQUEST', error_message: `Unknown path ${url.pathname}` };
  };

  const fetch: FetchLike = async (input) => {
    const url = new URL(String(input));
    requests.push(url);
    return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests, scripted };
}
