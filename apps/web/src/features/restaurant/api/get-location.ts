import { topics } from '@orderly/client';
import type { DataOf, PublicSettings } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

/** Settings as a customer's browser receives them: the contract's allow-list of public fields. */
export type { PublicSettings };

export type LocationSummary = LocationData['locations'][number];

/** GET /guest/restaurants/{restaurantId}/locations/{locationId}. */
export type LocationData = DataOf<'getLocation'>;

/** Live topic `location:{restaurantId}:{locationId}`. */
export type LiveLocationData = Pick<LocationData, 'settings' | 'serverTime' | 'zoneOffsets'> &
  Partial<Pick<LocationData, 'locations'>>;

const segment = encodeURIComponent;

export function getLocation(restaurantId: string, locationId: string, signal?: AbortSignal) {
  return apiData<LocationData>(
    `/guest/restaurants/${segment(restaurantId)}/locations/${segment(locationId)}`,
    {
      signal,
    },
  );
}

export const locationTopic = topics.location;
