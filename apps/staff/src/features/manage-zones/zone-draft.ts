import type { DataOf } from '@orderly/contract';
import {
  deliveryQuote,
  isDeliverable,
  isInsideZone,
  type LatLng,
  type ZoneMapStart,
  zoneMapStart,
  zoneShapeProblem,
} from '@orderly/domain';

/** A location's zones as the server sends them (GET/PUT …/zones). */
export type LocationZones = DataOf<'getDeliveryZones'>['zones'];

/** The restaurant's own zones, which every location without its own uses (GET/PUT …/zones). */
export type RestaurantZones = DataOf<'getRestaurantZones'>['zones'];

/** Whose zones the editor and the map show: one location's, or the restaurant's. */
export type ZonesSubject = Pick<
  LocationZones,
  | 'latLng'
  | 'tiles'
  | 'deliveryEnabled'
  | 'courierEnabled'
  | 'version'
  | 'deliveryFee'
  | 'deliveryTime'
  | 'deliveryZone'
  | 'deliveryZonesWithFees'
> & {
  /** Who the zones belong to, in sentences: the location's or the restaurant's name. */
  name: string;
  /** The dots on the map: the location, or every location of the restaurant. */
  places: Place[];
};

/** A location on the map (its position may be unset: 0, 0 in a new restaurant). */
export interface Place {
  id: string;
  name: string;
  latLng: LatLng;
}

export const locationSubject = (zones: LocationZones): ZonesSubject => ({
  ...zones,
  name: zones.locationName,
  places: [{ id: zones.locationId, name: zones.locationName, latLng: zones.latLng }],
});

export const restaurantSubject = (zones: RestaurantZones): ZonesSubject => ({
  ...zones,
  name: zones.restaurantName,
  places: zones.locations.map((location) => ({
    id: location.locationId,
    name: location.locationName,
    latLng: location.latLng,
  })),
});

/**
 * Where the map of these zones starts (the domain's zoneMapStart): on the location when its
 * position is set, else on the zones drawn, another location or the platform's default.
 */
export const mapStartOf = (zones: ZonesSubject, draft: ZonesDraft): ZoneMapStart =>
  zoneMapStart({
    position: zones.latLng,
    outlines: [draft.deliveryZone, ...draft.deliveryZonesWithFees.map((zone) => zone.deliveryZone)],
    others: zones.places.map((place) => place.latLng),
  });

/** Whether the map can draw an outline: three points or more, each of two finite numbers. */
export const isDrawable = (outline: readonly LatLng[]) =>
  outline.length >= 3 && outline.every((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng));

/** What the editor changes and saves. */
export interface ZonesDraft {
  deliveryFee: number;
  deliveryTime: number;
  deliveryZone: LatLng[];
  deliveryZonesWithFees: FeeZone[];
}

export interface FeeZone {
  deliveryZone: LatLng[];
  deliveryFee: number;
  deliveryTime: number;
}

/** Which outline is meant: the delivery area, or a fee zone by its index. */
export type ShapeRef = { kind: 'area' } | { kind: 'zone'; index: number };

export const draftOf = (zones: ZonesDraft): ZonesDraft => ({
  deliveryFee: zones.deliveryFee,
  deliveryTime: zones.deliveryTime,
  deliveryZone: zones.deliveryZone,
  deliveryZonesWithFees: zones.deliveryZonesWithFees,
});

/** Colours of the fee zones on the map and beside their fields (readable on the dark theme). */
export const zoneColours = [
  '#7cb4ff',
  '#ffb23f',
  '#2fd67b',
  '#ff7eb6',
  '#c8a2ff',
  '#4fd1c5',
  '#ff8a65',
  '#e6d96a',
];
export const zoneColour = (index: number) => zoneColours[index % zoneColours.length]!;
export const areaColour = '#f5f7fa';

export const zoneName = (index: number) => `Zone ${index + 1}`;

export const outlineOf = (draft: ZonesDraft, ref: ShapeRef): LatLng[] =>
  ref.kind === 'area' ? draft.deliveryZone : (draft.deliveryZonesWithFees[ref.index]?.deliveryZone ?? []);

/** The draft with one outline replaced. */
export function withOutline(draft: ZonesDraft, ref: ShapeRef, outline: LatLng[]): ZonesDraft {
  if (ref.kind === 'area') return { ...draft, deliveryZone: outline };
  return {
    ...draft,
    deliveryZonesWithFees: draft.deliveryZonesWithFees.map((zone, index) =>
      index === ref.index ? { ...zone, deliveryZone: outline } : zone,
    ),
  };
}

/** Coordinates rounded to about 10 cm (6 decimals), as the map and the fields show them. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
export const roundPoint = (point: LatLng): LatLng => ({
  lat: roundCoordinate(point.lat),
  lng: roundCoordinate(point.lng),
});

export interface DraftProblem {
  /** The id of the field to focus (the error summary links to it). */
  fieldId: string;
  message: string;
}

/** Field ids, shared by the fields and the error summary. */
export const fieldIds = {
  defaultFee: 'zones-default-fee',
  defaultTime: 'zones-default-time',
  outline: (ref: ShapeRef) => (ref.kind === 'area' ? 'zones-area-points' : `zones-zone-${ref.index}-points`),
  fee: (index: number) => `zones-zone-${index}-fee`,
  time: (index: number) => `zones-zone-${index}-time`,
};

const badMoney = (cents: number) => !Number.isInteger(cents) || cents < 0;
const badMinutes = (minutes: number) => !Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60;
const badPoint = (point: LatLng) =>
  !Number.isFinite(point.lat) ||
  !Number.isFinite(point.lng) ||
  Math.abs(point.lat) > 90 ||
  Math.abs(point.lng) > 180;

/** What is wrong with one outline (the domain's zone rules), or null. */
export function outlineProblem(outline: LatLng[], ref: ShapeRef): string | null {
  if (ref.kind === 'area' && outline.length === 0) return null;
  if (outline.some(badPoint))
    return 'Each point needs a latitude between -90 and 90 and a longitude between -180 and 180.';
  return zoneShapeProblem(outline);
}

/**
 * Everything that stops a save, each about one field, checked as the server will (the restaurant
 * document's rules: whole cents, whole minutes up to a day, outlines by the domain's zone rules).
 */
export function draftProblems(draft: ZonesDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (badMoney(draft.deliveryFee))
    problems.push({ fieldId: fieldIds.defaultFee, message: 'Default fee: use an amount such as 4.99.' });
  if (badMinutes(draft.deliveryTime))
    problems.push({
      fieldId: fieldIds.defaultTime,
      message: 'Default time: use whole minutes, up to 1440.',
    });
  const area = outlineProblem(draft.deliveryZone, { kind: 'area' });
  if (area) problems.push({ fieldId: fieldIds.outline({ kind: 'area' }), message: `Delivery area: ${area}` });
  draft.deliveryZonesWithFees.forEach((zone, index) => {
    const name = zoneName(index);
    if (badMoney(zone.deliveryFee))
      problems.push({ fieldId: fieldIds.fee(index), message: `${name} fee: use an amount such as 4.99.` });
    if (badMinutes(zone.deliveryTime))
      problems.push({
        fieldId: fieldIds.time(index),
        message: `${name} time: use whole minutes, up to 1440.`,
      });
    const shape = outlineProblem(zone.deliveryZone, { kind: 'zone', index });
    if (shape)
      problems.push({ fieldId: fieldIds.outline({ kind: 'zone', index }), message: `${name}: ${shape}` });
  });
  return problems;
}

export type AddressVerdict =
  | { kind: 'zone'; index: number; fee: number; time: number }
  | { kind: 'default'; fee: number; time: number }
  /** 'area': outside the delivery area; 'zones': inside it (or there is none) but in no fee zone. */
  | { kind: 'outside'; reason: 'area' | 'zones' };

/**
 * What a customer at this point would get, by the same rules as checkout (SPEC.md section 5, the
 * domain's isDeliverable and deliveryQuote): inside the delivery area when there is one, inside a
 * fee zone when there are any (the first one holding the point sets fee and time), else the default.
 */
export function verdictFor(point: LatLng, draft: ZonesDraft): AddressVerdict {
  const settings = { ...draft, courierEnabled: false };
  if (!isDeliverable(point, settings)) {
    const inArea = draft.deliveryZone.length < 3 || isInsideZone(point, draft.deliveryZone);
    return { kind: 'outside', reason: inArea ? 'zones' : 'area' };
  }
  const quote = deliveryQuote(point, settings);
  return quote.zoneIndex === null
    ? { kind: 'default', fee: quote.deliveryFee, time: quote.deliveryTime }
    : { kind: 'zone', index: quote.zoneIndex, fee: quote.deliveryFee, time: quote.deliveryTime };
}

/**
 * Whether part of a fee zone lies outside the delivery area (a corner outside it): addresses
 * there cannot order delivery whatever the zone's fee. Not an error, a thing to point out.
 */
export function reachesOutsideArea(zone: LatLng[], area: LatLng[]): boolean {
  if (area.length < 3 || zone.length < 3 || zoneShapeProblem(area)) return false;
  return zone.some((point) => !isInsideZone(point, area));
}

/** A point near the middle of an outline's corners (where a new point or a label goes). */
export function centreOf(outline: LatLng[]): LatLng | null {
  if (outline.length === 0) return null;
  const lat = outline.reduce((sum, point) => sum + point.lat, 0) / outline.length;
  const lng = outline.reduce((sum, point) => sum + point.lng, 0) / outline.length;
  return { lat, lng };
}

/** A small square around a point (a starting outline typed in by hand), about 1 km across. */
export function squareAround(point: LatLng): LatLng[] {
  const half = 0.005;
  return [
    { lat: point.lat + half, lng: point.lng - half * 1.5 },
    { lat: point.lat + half, lng: point.lng + half * 1.5 },
    { lat: point.lat - half, lng: point.lng + half * 1.5 },
    { lat: point.lat - half, lng: point.lng - half * 1.5 },
  ].map(roundPoint);
}
