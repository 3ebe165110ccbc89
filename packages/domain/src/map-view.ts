import type { LatLng } from './types.ts';

/**
 * Where a map starts when nothing of the restaurant has a position yet: downtown Vancouver, the
 * platform's home (SPEC.md: opening hours on Vancouver's clock, addresses in Canada).
 */
export const defaultMapCentre: LatLng = { lat: 49.2827, lng: -123.1207 };

/**
 * Whether a position is a place on the map: two finite numbers in range, and not 0, 0. A location
 * made by `restaurant create` starts at 0, 0 (in the sea off West Africa) until its manager sets it,
 * so 0, 0 means "not set" here.
 */
export function isKnownPosition(position: LatLng | null | undefined): position is LatLng {
  if (!position) return false;
  const { lat, lng } = position;
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return !(lat === 0 && lng === 0);
}

/** Where the map's first centre came from. */
export type MapCentreSource = 'location' | 'zones' | 'other-location' | 'default';

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface ZoneMapStart {
  centre: LatLng;
  source: MapCentreSource;
  /**
   * What to fit in view: every known position and drawn point, when they span more than one
   * point. Null when they are one point or none (a map cannot fit a single point: Leaflet zooms
   * in without end and fails with "Invalid LatLng object: (NaN, NaN)"); the map then shows
   * `centre` at a street-level zoom.
   */
  box: MapBox | null;
}

export interface ZoneMapInput {
  /** The position the zones belong to (the location's; the restaurant's first location's). */
  position?: LatLng | null;
  /** The outlines drawn (the delivery area, each fee zone). */
  outlines?: readonly (readonly LatLng[])[];
  /** Other places shown on the map (the restaurant's other locations). */
  others?: readonly (LatLng | null | undefined)[];
}

function boxOf(points: readonly LatLng[]): MapBox | null {
  const [first] = points;
  if (!first) return null;
  const box = { south: first.lat, west: first.lng, north: first.lat, east: first.lng };
  for (const point of points) {
    box.south = Math.min(box.south, point.lat);
    box.north = Math.max(box.north, point.lat);
    box.west = Math.min(box.west, point.lng);
    box.east = Math.max(box.east, point.lng);
  }
  return box;
}

const middleOf = (box: MapBox): LatLng => ({
  lat: (box.south + box.north) / 2,
  lng: (box.west + box.east) / 2,
});

/**
 * Where the delivery-zone map starts (issue 24): on the location when its position is known; else on
 * the zones already drawn; else on another location of the restaurant; else on the platform's
 * default, for a manager to be told to set the location's position. Positions that are missing,
 * 0, 0, not numbers or out of range are left out, so the map never gets one it cannot show.
 */
export function zoneMapStart(input: ZoneMapInput): ZoneMapStart {
  const position = isKnownPosition(input.position) ? input.position : null;
  const drawn = (input.outlines ?? []).flatMap((outline) => outline.filter(isKnownPosition));
  const others = (input.others ?? []).filter(isKnownPosition);
  const all = [...(position ? [position] : []), ...others, ...drawn];
  const box = boxOf(all);
  const fits = box !== null && (box.north > box.south || box.east > box.west);
  const start = (centre: LatLng, source: MapCentreSource): ZoneMapStart => ({
    centre,
    source,
    box: fits ? box : null,
  });
  if (position) return start(position, 'location');
  const drawnBox = boxOf(drawn);
  if (drawnBox) return start(middleOf(drawnBox), 'zones');
  const [other] = others;
  if (other) return start(other, 'other-location');
  return start(defaultMapCentre, 'default');
}
