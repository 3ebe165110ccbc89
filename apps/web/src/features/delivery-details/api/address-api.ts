import type { BodyOf, DataOf } from '@orderly/contract';
import type { CourierAddress } from '@orderly/domain';
import { call } from '../../../lib/client.ts';

export type AddressSuggestion = DataOf<'autocompleteAddress'>['suggestions'][number];

export type Place = DataOf<'getPlace'>['place'];

/** GET /api/places/autocomplete: up to 5 Canadian addresses matching what was typed. */
export async function autocompleteAddress(
  query: string,
  near: { restaurantId: string | null; locationId: string | null },
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const data = await call('autocompleteAddress', {
    query: {
      q: query,
      restaurantId: near.restaurantId || undefined,
      locationId: near.locationId || undefined,
    },
    signal,
  });
  return data.suggestions;
}

/** GET /api/places/{placeId}: the picked suggestion's address and coordinates. */
export async function getPlace(placeId: string): Promise<Place> {
  const data = await call('getPlace', { params: { placeId } });
  return data.place;
}

/**
 * PUT /api/address: the picked suggestion's placeId (none keeps the saved address); the server
 * looks the place up, saves its address and coordinates and checks the delivery zone.
 */
export function saveAddress(input: BodyOf<'saveAddress'>) {
  return call('saveAddress', { body: input });
}

/** PUT /api/courier_address: the address as the delivery courier takes it. */
export function saveCourierAddress(address: CourierAddress) {
  return call('saveCourierAddress', { body: address });
}
