import { isDeliverable } from '../delivery-zones.ts';
import { messages } from '../messages.ts';
import type { LatLng, LocationSettings } from '../types.ts';
import { limits } from './limits.ts';

export interface DeliveryDetailsForm {
  address: string;
  /** Coordinates of the picked suggestion. */
  latLng: LatLng | null | undefined;
  /** True only when the address was picked from the address suggestions. */
  fromSuggestion: boolean;
  aptNumber?: string | null;
  deliveryInstructions?: string | null;
}

/**
 * Address picked from a suggestion; inside the delivery area unless the courier delivers; apt
 * number at most 10 and instructions at most 128 characters (trimmed).
 */
export function validateDeliveryDetails(
  form: DeliveryDetailsForm,
  settings: Pick<LocationSettings, 'courierEnabled' | 'deliveryZone' | 'deliveryZonesWithFees'>,
): string | null {
  if (!form.fromSuggestion || form.address.trim() === '' || !form.latLng) return messages.selectValidAddress;
  if (!isDeliverable(form.latLng, settings)) return messages.outsideDeliveryArea;
  if ((form.aptNumber ?? '').trim().length > limits.aptNumberMaxLength) return messages.aptNumberTooLong;
  if ((form.deliveryInstructions ?? '').trim().length > limits.deliveryInstructionsMaxLength) {
    return messages.deliveryInstructionsTooLong;
  }
  return null;
}

const COUNTRY = /^(canada|ca|usa|us|united states)$/i;
/** A province or state code, optionally followed by a postal or zip code: 'BC', 'BC V6B 1A1', 'WA 98101'. */
const REGION = /^[A-Z]{2}(\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5}(-\d{4})?))?$/i;

/** '123 Main St, Vancouver, BC V6B 1A1, Canada' -> '123 Main St, Vancouver'. */
export function stripRegionAndCountry(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  if (parts.length > 1 && REGION.test(parts.at(-1)!)) parts.pop();
  return parts.join(', ');
}

/** A resolved address search result: its street line and where it is. */
export interface PlaceLineParts {
  address: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

/**
 * The one line of a picked suggestion, e.g. '800 Robson St, Vancouver, BC V6Z 3B7, Canada': the
 * delivery details field shows it and the server saves it, region and country stripped.
 */
export const placeLine = (place: PlaceLineParts) =>
  `${place.address}, ${place.city}, ${place.province} ${place.postalCode}, ${place.country}`;

/** The saved form: texts trimmed, the region and country suffix stripped. */
export function normaliseDeliveryDetails(form: DeliveryDetailsForm): {
  address: string;
  latLng: LatLng | null;
  aptNumber: string;
  deliveryInstructions: string;
} {
  return {
    address: stripRegionAndCountry(form.address),
    latLng: form.latLng ?? null,
    aptNumber: (form.aptNumber ?? '').trim(),
    deliveryInstructions: (form.deliveryInstructions ?? '').trim(),
  };
}
