import type { LocationSettings, ZoneOffsets } from '@orderly/domain';
import { apiData } from '../../../lib/api-client.ts';

/** Settings as a customer's browser receives them (the server removes the private fields). */
export type PublicSettings = Omit<
  LocationSettings,
  'passcode' | 'integrationId' | 'printers' | 'cardProviderFee' | 'commissionFee' | 'subscriptionFee'
>;

export interface LocationSummary {
  id: string;
  locationName: string;
  address: string;
  inactive: boolean;
}

export interface LocationData {
  restaurant: { id: string; name: string };
  locations: LocationSummary[];
  settings: PublicSettings;
  serverTime: string;
  /** The zone's offsets for two weeks: wall-clock times without Intl (rememberZoneOffsets). */
  zoneOffsets?: ZoneOffsets | null;
}

/** Live topic `location:{restaurantId}:{locationId}`. */
export interface LiveLocationData {
  settings: PublicSettings;
  serverTime: string;
  zoneOffsets?: ZoneOffsets | null;
}

const segment = encodeURIComponent;

export function getLocation(restaurantId: string, locationId: string, signal?: AbortSignal) {
  return apiData<LocationData>(
    `/guest/restaurants/${segment(restaurantId)}/locations/${segment(locationId)}`,
    {
      signal,
    },
  );
}

export const locationTopic = (restaurantId: string, locationId: string) =>
  `location:${restaurantId}:${locationId}`;
