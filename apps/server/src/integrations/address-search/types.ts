import type { LatLng } from '@orderly/domain';
import { HttpError } from '../../http/errors.ts';

/** Finding a Canadian street address as the customer types it, then its details and coordinates. */
export interface AddressSearch {
  readonly kind: 'gazetteer' | 'google';
  /** Up to 5 suggestions, Canada only; an empty query gives none. */
  autocomplete(query: string, options?: AutocompleteOptions): Promise<AddressSuggestion[]>;
  /** The address behind a suggestion, or null when the id is unknown. */
  place(placeId: string, options?: { sessionToken?: string }): Promise<PlaceAddress | null>;
  /** The best match for a written address, or null when nothing matches. */
  geocode(address: string): Promise<PlaceAddress | null>;
}

export interface AutocompleteOptions {
  /** Groups the keystrokes of one search with its place lookup (Google bills per session). */
  sessionToken?: string;
  /** Prefer places near here, e.g. the restaurant. */
  near?: LatLng;
}

export interface AddressSuggestion {
  placeId: string;
  /** One line to show, e.g. '800 Robson St, Vancouver, BC V6Z 3B7, Canada'. */
  description: string;
}

export interface PlaceAddress {
  placeId: string;
  /** The street line only, e.g. '800 Robson St'. */
  address: string;
  city: string;
  /** Two-letter code, e.g. 'BC'. */
  province: string;
  postalCode: string;
  country: string;
  latLng: LatLng;
}

export const maxSuggestions = 5;

/** The maps service failed (not: found nothing). */
export class AddressSearchError extends HttpError {
  constructor(readonly detail: string) {
    super(502, 'Sorry, address search is not available right now. Please try again later.');
    this.name = 'AddressSearchError';
  }
}
