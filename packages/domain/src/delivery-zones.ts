import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import { messages } from './messages.ts';
import type { Cents, LatLng, LocationSettings } from './types.ts';

/** A zone needs at least three corners; fewer means "no zone defined". */
export function isZoneDefined(zone: readonly LatLng[] | null | undefined): zone is readonly LatLng[] {
  return Array.isArray(zone) && zone.length >= 3;
}

/** Point-in-polygon (boundary counts as inside). The ring need not repeat its first point. */
export function isInsideZone(position: LatLng, zone: readonly LatLng[] | null | undefined): boolean {
  if (!isZoneDefined(zone)) return false;
  const ring = zone.map((corner) => [corner.lng, corner.lat]);
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0]!, first[1]!]);
  return booleanPointInPolygon(point([position.lng, position.lat]), polygon([ring]));
}

export interface DeliveryQuote {
  deliveryFee: Cents;
  /** Minutes. */
  deliveryTime: number;
  /** Index of the fee zone used, or null for the location's default fee and time. */
  zoneIndex: number | null;
}

/** Fee and time of the first fee zone containing the address, else the location's defaults. */
export function deliveryQuote(
  position: LatLng | null | undefined,
  settings: Pick<LocationSettings, 'deliveryFee' | 'deliveryTime' | 'deliveryZonesWithFees'>,
): DeliveryQuote {
  if (position) {
    const zones = settings.deliveryZonesWithFees ?? [];
    const index = zones.findIndex((zone) => isInsideZone(position, zone.deliveryZone));
    const zone = zones[index];
    if (zone)
      return {
        deliveryFee: Math.max(0, zone.deliveryFee),
        deliveryTime: zone.deliveryTime,
        zoneIndex: index,
      };
  }
  return {
    deliveryFee: Math.max(0, settings.deliveryFee),
    deliveryTime: settings.deliveryTime,
    zoneIndex: null,
  };
}

/**
 * An own-driver delivery at order time: the saved address's coordinates must pass the zone rule of
 * the location ordered from (SPEC.md section 5); the courier's deliveries are the courier's to
 * refuse. Returns the spec's message, or null.
 */
export function checkDeliveryArea(
  position: LatLng | null | undefined,
  settings: Pick<LocationSettings, 'courierEnabled' | 'deliveryZone' | 'deliveryZonesWithFees'>,
): string | null {
  if (settings.courierEnabled) return null;
  const zoned =
    isZoneDefined(settings.deliveryZone) ||
    (settings.deliveryZonesWithFees ?? []).some((zone) => isZoneDefined(zone.deliveryZone));
  if (!position) return zoned ? messages.outsideDeliveryArea : null;
  return isDeliverable(position, settings) ? null : messages.outsideDeliveryArea;
}

/**
 * Whether the restaurant delivers to the address. With the courier enabled the courier decides;
 * otherwise the address must be inside the delivery zone when one is defined, and inside one of
 * the fee zones when those are defined.
 */
export function isDeliverable(
  position: LatLng,
  settings: Pick<LocationSettings, 'courierEnabled' | 'deliveryZone' | 'deliveryZonesWithFees'>,
): boolean {
  if (settings.courierEnabled) return true;
  if (isZoneDefined(settings.deliveryZone) && !isInsideZone(position, settings.deliveryZone)) return false;
  const feeZones = (settings.deliveryZonesWithFees ?? []).filter((zone) => isZoneDefined(zone.deliveryZone));
  if (feeZones.length > 0 && !feeZones.some((zone) => isInsideZone(position, zone.deliveryZone)))
    return false;
  return true;
}
