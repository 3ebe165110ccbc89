import type { FetchLike } from '../fetch.ts';
import {
  type AddressSearch,
  AddressSearchError,
  type AddressSuggestion,
  type AutocompleteOptions,
  maxSuggestions,
  type PlaceAddress,
} from './types.ts';

export interface GoogleAddressSearchOptions {
  apiKey: string;
  fetch?: FetchLike;
  /** https://maps.googleapis.com unless told otherwise. */
  baseUrl?: string;
  /** How far around `near` suggestions are favoured, in metres. */
  biasRadiusMetres?: number;
  timeoutMs?: number;
}

interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleResult {
  place_id?: string;
  formatted_address?: string;
  address_components?: GoogleAddressComponent[];
  geometry?: { location?: { lat: number; lng: number } };
}

interface GoogleAnswer {
  status: string;
  error_message?: string;
  predictions?: { place_id: string; description: string }[];
  result?: GoogleResult;
  results?: GoogleResult[];
}

/**
 * Google Maps Platform: Places Autocomplete and Place Details (legacy web service endpoints) and
 * the Geocoding API, all limited to Canada. "Nothing found" is an empty answer; any other status
 * (bad key, quota, outage) is an `AddressSearchError`.
 */
export class GoogleAddressSearch implements AddressSearch {
  readonly kind = 'google';
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;

  constructor(private readonly options: GoogleAddressSearchOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async autocomplete(query: string, options: AutocompleteOptions = {}): Promise<AddressSuggestion[]> {
    const input = query.trim();
    if (!input) return [];
    const answer = await this.get('/maps/api/place/autocomplete/json', {
      input,
      components: 'country:ca',
      types: 'address',
      sessiontoken: options.sessionToken,
      locationbias: options.near
        ? `circle:${this.options.biasRadiusMetres ?? 20_000}@${options.near.lat},${options.near.lng}`
        : undefined,
    });
    return (answer.predictions ?? [])
      .slice(0, maxSuggestions)
      .map((prediction) => ({ placeId: prediction.place_id, description: prediction.description }));
  }

  async place(placeId: string, options: { sessionToken?: string } = {}): Promise<PlaceAddress | null> {
    if (!placeId.trim()) return null;
    const answer = await this.get('/maps/api/place/details/json', {
      place_id: placeId,
      fields: 'address_component,formatted_address,geometry,place_id',
      sessiontoken: options.sessionToken,
    });
    return answer.result ? placeAddress(answer.result, placeId) : null;
  }

  async geocode(address: string): Promise<PlaceAddress | null> {
    if (!address.trim()) return null;
    const answer = await this.get('/maps/api/geocode/json', { address, components: 'country:CA' });
    const first = answer.results?.[0];
    return first ? placeAddress(first, first.place_id ?? '') : null;
  }

  private async get(path: string, params: Record<string, string | undefined>): Promise<GoogleAnswer> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    url.searchParams.set('language', 'en');
    url.searchParams.set('key', this.options.apiKey);
    let answer: GoogleAnswer;
    try {
      const response = await this.fetch(url, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as GoogleAnswer;
    } catch (error) {
      throw new AddressSearchError(
        `Google ${path} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
    if (answer.status === 'OK') return answer;
    if (answer.status === 'ZERO_RESULTS' || answer.status === 'NOT_FOUND') return { status: answer.status };
    // Place Details says INVALID_REQUEST for an id it cannot read: for us, an unknown place.
    if (answer.status === 'INVALID_REQUEST' && path.includes('/details/')) return { status: 'NOT_FOUND' };
    throw new AddressSearchError(`Google ${path} answered ${answer.status}: ${answer.error_message ?? ''}`);
  }
}

/** Our address from Google's components; a place outside Canada or without coordinates is none. */
export function placeAddress(result: GoogleResult, placeId: string): PlaceAddress | null {
  const components = result.address_components ?? [];
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    components.find((component) => component.types.includes(type))?.[form] ?? '';
  const location = result.geometry?.location;
  if (!location || part('country', 'short_name') !== 'CA') return null;
  const street = [part('street_number'), part('route', 'short_name')].filter(Boolean).join(' ');
  return {
    placeId: result.place_id ?? placeId,
    address: street || (result.formatted_address ?? '').split(',')[0]!.trim(),
    city:
      part('locality') || part('postal_town') || part('sublocality') || part('administrative_area_level_3'),
    province: part('administrative_area_level_1', 'short_name'),
    postalCode: part('postal_code'),
    country: part('country'),
    latLng: { lat: location.lat, lng: location.lng },
  };
}
