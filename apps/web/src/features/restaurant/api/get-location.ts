import { topics } from '@orderly/client';
import type { DataOf, PublicSettings } from '@orderly/contract';
import { call } from '../../../lib/client.ts';

/** Settings as a customer's browser receives them: the contract's allow-list of public fields. */
export type { PublicSettings };

export type LocationSummary = LocationData['locations'][number];

/** GET /guest/restaurants/{restaurantId}/locations/{locationId}. */
export type LocationData = DataOf<'getLocation'>;

export function getLocation(restaurantId: string, locationId: string, signal?: AbortSignal) {
  return call('getLocation', { params: { restaurantId, locationId }, signal });
}

export const locationTopic = topics.location;
