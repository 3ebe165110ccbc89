import { type LatLng, placeLine } from '@orderly/domain';
import type { AddressSearch } from '../integrations/address-search/types.ts';
import type { UserRow } from './user-repository.ts';

/** An address the server vouches for: a place its address search knows, and where that place is. */
export interface ResolvedAddress {
  /** The place's own line, e.g. '800 Robson St, Vancouver, BC V6Z 3B7, Canada' (stripped when saved). */
  address: string;
  latLng: LatLng;
}

/**
 * The delivery address a diner saves (SPEC.md section 5: address and coordinates come from a
 * suggestion). The picked suggestion's id is looked up in the server's address search, whose
 * address and coordinates are kept; nothing the browser says about the address is. Without an id,
 * the account's saved address (resolved the same way when it was saved) stays. Null: no address
 * the server knows, which the caller refuses with 'Please select a valid address.'.
 */
export async function resolveDeliveryAddress(
  addressSearch: Pick<AddressSearch, 'place'>,
  placeId: string | undefined,
  saved: Pick<UserRow, 'address' | 'lat' | 'lng'> | undefined,
): Promise<ResolvedAddress | null> {
  if (placeId) {
    const place = await addressSearch.place(placeId);
    return place ? { address: placeLine(place), latLng: place.latLng } : null;
  }
  if (saved?.address?.trim() && saved.lat != null && saved.lng != null)
    return { address: saved.address, latLng: { lat: saved.lat, lng: saved.lng } };
  return null;
}
