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

/** Why a zone's outline cannot be saved (the zone editor and the restaurant document both say these). */
export const zoneShapeMessages = {
  tooFewPoints: 'A zone needs at least three points.',
  repeatedPoint: 'A zone cannot use the same point twice: remove the repeated point.',
  crossesItself: "A zone's outline cannot cross itself: move its points so that no two edges cross.",
  noArea: 'A zone cannot have all its points on one line.',
} as const;

type Planar = readonly [number, number];

/** The ring without a repeated closing point, as (lng, lat) pairs. */
function openRing(zone: readonly LatLng[]): Planar[] {
  const ring = zone.map((corner): Planar => [corner.lng, corner.lat]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

/** Twice the signed area of the triangle a, b, c (> 0: counter-clockwise). */
const cross = (a: Planar, b: Planar, c: Planar) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
const sign = (value: number) => (Math.abs(value) < 1e-12 ? 0 : Math.sign(value));
/** Whether c, known to be on the line through a and b, lies on the segment ab. */
const within = (a: Planar, b: Planar, c: Planar) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (crossing, touching or overlapping). */
function segmentsMeet(a: Planar, b: Planar, c: Planar, d: Planar): boolean {
  const d1 = sign(cross(c, d, a));
  const d2 = sign(cross(c, d, b));
  const d3 = sign(cross(a, b, c));
  const d4 = sign(cross(a, b, d));
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/**
 * Whether the outline touches or crosses itself: two edges that are not neighbours meet, or two
 * neighbouring edges fold back over each other. Coordinates are treated as a plane (lng, lat),
 * which is exact enough for a delivery zone's size.
 */
export function zoneCrossesItself(zone: readonly LatLng[]): boolean {
  const ring = openRing(zone);
  const count = ring.length;
  if (count < 3) return false;
  const edge = (index: number) => [ring[index]!, ring[(index + 1) % count]!] as const;
  for (let i = 0; i < count; i++) {
    const [a, b] = edge(i);
    // The next edge starts where this one ends: it must not turn straight back along it.
    const [, c] = edge((i + 1) % count);
    if (sign(cross(a, b, c)) === 0 && (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]) > 0)
      return true;
    for (let j = i + 2; j < count; j++) {
      if (i === 0 && j === count - 1) continue; // the closing edge is the first one's neighbour
      const [c2, d2] = edge(j);
      if (segmentsMeet(a, b, c2, d2)) return true;
    }
  }
  return false;
}

/**
 * What is wrong with a zone's outline, or null when it can be saved: at least three points, no
 * point used twice, not all on one line, and an outline that does not cross itself.
 */
export function zoneShapeProblem(zone: readonly LatLng[]): string | null {
  const ring = openRing(zone);
  if (ring.length < 3) return zoneShapeMessages.tooFewPoints;
  const seen = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
  if (seen.size < ring.length) return zoneShapeMessages.repeatedPoint;
  const [origin, toward] = ring as [Planar, Planar];
  if (ring.every((corner) => sign(cross(origin, toward, corner)) === 0)) return zoneShapeMessages.noArea;
  if (zoneCrossesItself(zone)) return zoneShapeMessages.crossesItself;
  return null;
}
