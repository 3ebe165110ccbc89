import { createHash } from 'node:crypto';
import { topics } from '@orderly/client/protocol';
import type { DataOf, deliveryZonesBodySchema } from '@orderly/contract';
import { formatMoney, type LatLng } from '@orderly/domain';
import type { BrandSettings } from '@orderly/domain/restaurant-document';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { locations, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { AddressSearch } from '../integrations/address-search/types.ts';
import { LiveHub } from '../live/live-hub.ts';
import { changedFields, recordChange } from './audit-log.ts';
import { holdsEveryLocation, requireManager, requireWholeRestaurantManager } from './manager-access.ts';

export type DeliveryZones = Omit<z.output<typeof deliveryZonesBodySchema>, 'version'>;
type LocationZones = DataOf<'getDeliveryZones'>['zones'];
type RestaurantZones = DataOf<'getRestaurantZones'>['zones'];

/** The settings a zone save writes (the location's own copy of them). */
const zoneKeys = ['deliveryFee', 'deliveryTime', 'deliveryZone', 'deliveryZonesWithFees'] as const;

/** Street tiles behind the zone editor's map; without them the map asks no tile server. */
export interface MapTiles {
  /** A Leaflet URL template, e.g. 'https://tile.example.org/{z}/{x}/{y}.png'. */
  url: string;
  /** Credit the tile source asks for, shown on the map. */
  attribution: string;
}

export interface ZoneRouteDeps {
  db: Db;
  addressSearch: AddressSearch;
  /** The map's street tiles (MAP_TILE_URL); default: none. */
  mapTiles?: MapTiles | null;
}

const kept = (settings: Partial<BrandSettings>) => zoneKeys.some((key) => settings[key] !== undefined);

/** The restaurant's and the location's rows, read fresh (not from the page cache). */
async function readRows(db: Db, restaurantId: string, locationId: string, forUpdate = false) {
  const query = db
    .select({
      brand: restaurants.settings,
      locationName: locations.locationName,
      address: locations.address,
      lat: locations.lat,
      lng: locations.lng,
      own: locations.settings,
    })
    .from(locations)
    .innerJoin(restaurants, eq(restaurants.id, locations.restaurantId))
    .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
  const [row] = await (forUpdate ? query.for('update', { of: locations }) : query);
  if (!row) throw new HttpError(404, 'This restaurant has no such location.');
  return row;
}

type Rows = Awaited<ReturnType<typeof readRows>>;

/** The zones of some settings (a location's: the restaurant's with its own over them). */
function zonesIn(merged: Partial<BrandSettings>): DeliveryZones {
  return {
    deliveryFee: merged.deliveryFee ?? 0,
    deliveryTime: merged.deliveryTime ?? 0,
    deliveryZone: merged.deliveryZone ?? [],
    deliveryZonesWithFees: merged.deliveryZonesWithFees ?? [],
  };
}

const zonesOf = (rows: Rows) => zonesIn({ ...rows.brand, ...rows.own });

/** A short name for the zones' content: equal zones, equal versions. */
const versionOf = (zones: DeliveryZones) =>
  createHash('sha256').update(JSON.stringify(zones)).digest('base64url').slice(0, 16);

export const staleZonesMessage =
  'Someone else changed these zones since you opened them. Load their changes, then make yours again.';

function viewOf(locationId: string, rows: Rows, tiles: MapTiles | null): LocationZones {
  const merged = { ...rows.brand, ...rows.own };
  const zones = zonesIn(merged);
  return {
    locationId,
    locationName: rows.locationName,
    address: rows.address,
    latLng: { lat: rows.lat, lng: rows.lng },
    deliveryEnabled: merged.deliveryEnabled ?? false,
    courierEnabled: merged.courierEnabled ?? false,
    ...zones,
    version: versionOf(zones),
    sharedWithRestaurant: !kept(rows.own),
    tiles,
  };
}

/** The restaurant's row and its locations, read fresh (the restaurant row locked for a save). */
async function readRestaurantRows(db: Db, restaurantId: string, forUpdate = false) {
  const query = db
    .select({ name: restaurants.name, settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const [restaurant] = await (forUpdate ? query.for('update') : query);
  if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
  const places = await db
    .select({
      id: locations.id,
      locationName: locations.locationName,
      lat: locations.lat,
      lng: locations.lng,
      own: locations.settings,
    })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.position), asc(locations.id));
  return { ...restaurant, places };
}

type RestaurantRows = Awaited<ReturnType<typeof readRestaurantRows>>;

function restaurantViewOf(rows: RestaurantRows, tiles: MapTiles | null, canEdit: boolean): RestaurantZones {
  const zones = zonesIn(rows.settings);
  const [first] = rows.places;
  return {
    restaurantName: rows.name,
    latLng: first ? { lat: first.lat, lng: first.lng } : { lat: 0, lng: 0 },
    deliveryEnabled: rows.settings.deliveryEnabled ?? false,
    courierEnabled: rows.settings.courierEnabled ?? false,
    ...zones,
    version: versionOf(zones),
    tiles,
    locations: rows.places.map((place) => ({
      locationId: place.id,
      locationName: place.locationName,
      latLng: { lat: place.lat, lng: place.lng },
      sharedWithRestaurant: !kept(place.own),
    })),
    canEdit,
  };
}

/** Finds an address for the test box, near `near` when the search needs a hint. */
async function findAddress(addressSearch: AddressSearch, q: string, near: LatLng | null) {
  let place = await addressSearch.geocode(q);
  if (!place) {
    const [first] = await addressSearch.autocomplete(q, near ? { near } : {});
    place = first ? await addressSearch.place(first.placeId) : null;
  }
  if (!place) return null;
  const description = [place.address, place.city, `${place.province} ${place.postalCode}`.trim()]
    .filter(Boolean)
    .join(', ');
  return { description, latLng: place.latLng };
}

const sameOutline = (a: readonly LatLng[], b: readonly LatLng[]) => JSON.stringify(a) === JSON.stringify(b);
const minutes = (value: number) => `${value} min`;

/** What a save changed, in a manager's words: 'zone 2 fee $5.99 → $7.49; zone 3 added'. */
export function describeZoneChanges(before: DeliveryZones, after: DeliveryZones): string[] {
  const parts: string[] = [];
  if (before.deliveryFee !== after.deliveryFee)
    parts.push(`default fee ${formatMoney(before.deliveryFee)} → ${formatMoney(after.deliveryFee)}`);
  if (before.deliveryTime !== after.deliveryTime)
    parts.push(`default time ${minutes(before.deliveryTime)} → ${minutes(after.deliveryTime)}`);
  if (!sameOutline(before.deliveryZone, after.deliveryZone)) {
    if (after.deliveryZone.length === 0) parts.push('delivery area removed');
    else if (before.deliveryZone.length === 0) parts.push('delivery area drawn');
    else parts.push('delivery area redrawn');
  }
  const count = Math.max(before.deliveryZonesWithFees.length, after.deliveryZonesWithFees.length);
  for (let index = 0; index < count; index++) {
    const was = before.deliveryZonesWithFees[index];
    const is = after.deliveryZonesWithFees[index];
    const name = `zone ${index + 1}`;
    if (!was) parts.push(`${name} added`);
    else if (!is) parts.push(`${name} removed`);
    else {
      if (was.deliveryFee !== is.deliveryFee)
        parts.push(`${name} fee ${formatMoney(was.deliveryFee)} → ${formatMoney(is.deliveryFee)}`);
      if (was.deliveryTime !== is.deliveryTime)
        parts.push(`${name} time ${minutes(was.deliveryTime)} → ${minutes(is.deliveryTime)}`);
      if (!sameOutline(was.deliveryZone, is.deliveryZone)) parts.push(`${name} redrawn`);
    }
  }
  return parts;
}

const zonesOfBody = (body: z.output<typeof deliveryZonesBodySchema>): DeliveryZones => ({
  deliveryFee: body.deliveryFee,
  deliveryTime: body.deliveryTime,
  deliveryZone: body.deliveryZone,
  deliveryZonesWithFees: body.deliveryZonesWithFees,
});

/**
 * The zone editor's routes (issue 16): read a location's zones, save them (validated by the
 * restaurant document's schemas in the contract, written to the location's own settings with an
 * audit-log row in one transaction, announced on the location's live topic so checkouts that are
 * open show the new fee), hand them back to the restaurant, and find an address to test against
 * them; and the same for the restaurant's own zones, which every location without its own uses.
 */
export function registerZoneRoutes(app: FastifyInstance, deps: ZoneRouteDeps) {
  const { db, addressSearch } = deps;
  const tiles = deps.mapTiles ?? null;

  route(app, 'getDeliveryZones', async (request) => {
    const { restaurantId, locationId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId, locationId);
    const rows = await readRows(db, restaurantId, locationId);
    return { data: { zones: viewOf(locationId, rows, tiles) } };
  });

  route(app, 'saveDeliveryZones', async (request) => {
    const { restaurantId, locationId } = request.params;
    const userId = userOf(request).id;
    await requireManager(db, userId, restaurantId, locationId);
    const next = zonesOfBody(request.body);
    const view = await db.transaction(async (tx) => {
      const rows = await readRows(tx, restaurantId, locationId, true);
      const before = zonesOf(rows);
      if (request.body.version !== undefined && request.body.version !== versionOf(before))
        throw new HttpError(409, staleZonesMessage);
      const parts = describeZoneChanges(before, next);
      // Saving what is there already changes nothing (not even a location that shares the restaurant's zones).
      if (parts.length === 0) return viewOf(locationId, rows, tiles);
      const own = { ...rows.own, ...next };
      await tx
        .update(locations)
        .set({ settings: own })
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
      await recordChange(tx, {
        restaurantId,
        userId,
        area: 'zones',
        summary: `Changed the delivery zones of ${rows.locationName}: ${parts.join('; ')}.`,
        changes: changedFields(before, next),
      });
      // Open checkouts and staff screens read the location again once this commits.
      await tx.execute(sql`select ${LiveHub.notices([topics.location(restaurantId, locationId)])}`);
      return viewOf(locationId, { ...rows, own }, tiles);
    });
    return { data: { zones: view } };
  });

  route(app, 'findZoneAddress', async (request) => {
    const { restaurantId, locationId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId, locationId);
    const [location] = await db
      .select({ lat: locations.lat, lng: locations.lng })
      .from(locations)
      .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
    return { data: { place: await findAddress(addressSearch, request.query.q, location ?? null) } };
  });

  route(app, 'useRestaurantZones', async (request) => {
    const { restaurantId, locationId } = request.params;
    const userId = userOf(request).id;
    await requireManager(db, userId, restaurantId, locationId);
    const view = await db.transaction(async (tx) => {
      const rows = await readRows(tx, restaurantId, locationId, true);
      if (!kept(rows.own)) return viewOf(locationId, rows, tiles);
      const own = { ...rows.own };
      for (const key of zoneKeys) delete own[key];
      await tx
        .update(locations)
        .set({ settings: own })
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
      const before = zonesOf(rows);
      const after = zonesIn(rows.brand);
      await recordChange(tx, {
        restaurantId,
        userId,
        area: 'zones',
        summary: `${rows.locationName} now uses the restaurant's delivery zones.`,
        changes: changedFields(before, after),
      });
      await tx.execute(sql`select ${LiveHub.notices([topics.location(restaurantId, locationId)])}`);
      return viewOf(locationId, { ...rows, own }, tiles);
    });
    return { data: { zones: view } };
  });

  route(app, 'getRestaurantZones', async (request) => {
    const { restaurantId } = request.params;
    const access = await requireManager(db, userOf(request).id, restaurantId);
    const rows = await readRestaurantRows(db, restaurantId);
    return { data: { zones: restaurantViewOf(rows, tiles, holdsEveryLocation(access)) } };
  });

  route(app, 'saveRestaurantZones', async (request) => {
    const { restaurantId } = request.params;
    const userId = userOf(request).id;
    await requireWholeRestaurantManager(db, userId, restaurantId);
    const next = zonesOfBody(request.body);
    const view = await db.transaction(async (tx) => {
      const rows = await readRestaurantRows(tx, restaurantId, true);
      const before = zonesIn(rows.settings);
      if (request.body.version !== undefined && request.body.version !== versionOf(before))
        throw new HttpError(409, staleZonesMessage);
      const parts = describeZoneChanges(before, next);
      if (parts.length === 0) return restaurantViewOf(rows, tiles, true);
      const settings = { ...rows.settings, ...next };
      await tx.update(restaurants).set({ settings }).where(eq(restaurants.id, restaurantId));
      const sharing = rows.places.filter((place) => !kept(place.own)).map((place) => place.locationName);
      await recordChange(tx, {
        restaurantId,
        userId,
        area: 'zones',
        summary: `Changed the restaurant's delivery zones${sharing.length > 0 ? ` (used by ${sharing.join(', ')})` : ''}: ${parts.join('; ')}.`,
        changes: changedFields(before, next),
      });
      // Every location's open checkouts and staff screens read their settings again once this commits
      // (a location with its own zones may still take the restaurant's default fee or time).
      const notices = rows.places.map((place) => topics.location(restaurantId, place.id));
      if (notices.length > 0) await tx.execute(sql`select ${LiveHub.notices(notices)}`);
      return restaurantViewOf({ ...rows, settings }, tiles, true);
    });
    return { data: { zones: view } };
  });

  route(app, 'findRestaurantZoneAddress', async (request) => {
    const { restaurantId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId);
    const [first] = await db
      .select({ lat: locations.lat, lng: locations.lng })
      .from(locations)
      .where(eq(locations.restaurantId, restaurantId))
      .orderBy(asc(locations.position), asc(locations.id))
      .limit(1);
    return { data: { place: await findAddress(addressSearch, request.query.q, first ?? null) } };
  });
}
