import type { Category, LocationSettings, Modifier, Product, Table, ZoneOffsets } from '@orderly/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  choices,
  diningTables,
  locations,
  modifiers,
  products,
  restaurants,
  rewards,
} from '../db/schema.ts';
import { isPausedForStaffOffline } from '../staff/staff-presence.ts';
import { withTimedPausesEnded } from '../staff/timed-pause.ts';
import { offsetsAround } from './zone-offsets.ts';

export interface LocationSummary {
  id: string;
  locationName: string;
  address: string;
  inactive: boolean;
}

export interface LocationView {
  restaurantId: string;
  name: string;
  settings: LocationSettings;
  locations: LocationSummary[];
  /** The zone's offsets around now (see `offsetsAround`), null for a zone the platform does not know. */
  zoneOffsets: ZoneOffsets | null;
}

/**
 * Restaurant rows and location catalogues are read on every page and every order but change
 * rarely, so each process keeps them for a short while. A change announced through the live hub
 * (`location:` or `menu:` topics) drops the copy at once, here and, through NOTIFY, on every other
 * instance; the time limit bounds anything else (a direct database edit, staff presence stamps).
 */
const CACHE_TTL_MS = 2000;

type RestaurantRows = {
  restaurant: typeof restaurants.$inferSelect;
  rows: (typeof locations.$inferSelect)[];
  /** The rewards programme, in display order. */
  rewards: (typeof rewards.$inferSelect)[];
};

interface CacheEntry<T> {
  value: Promise<T>;
  expires: number;
}

const caches = new WeakMap<
  Db,
  {
    restaurants: Map<string, CacheEntry<RestaurantRows | null>>;
    menus: Map<string, CacheEntry<LocationMenu>>;
  }
>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = { restaurants: new Map(), menus: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Beyond this many entries, expired ones are swept out (ids nobody asks for again must not pile up). */
const SWEEP_ABOVE = 500;

function cached<T>(map: Map<string, CacheEntry<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.expires > now) return hit.value;
  if (map.size > SWEEP_ABOVE) {
    for (const [old, entry] of map) if (entry.expires <= now) map.delete(old);
  }
  const value = load();
  map.set(key, { value, expires: now + CACHE_TTL_MS });
  value.catch(() => map.delete(key));
  return value;
}

/** Drops the cached copies a change to this live topic makes stale. */
export function invalidateRestaurantCache(db: Db, topic: string) {
  const [prefix, restaurantId, locationId] = topic.split(':');
  const cache = caches.get(db);
  if (!cache || !restaurantId) return;
  if (prefix === 'location') cache.restaurants.delete(restaurantId);
  if (prefix === 'menu') cache.menus.delete(`${restaurantId}:${locationId}`);
}

function restaurantRows(db: Db, restaurantId: string): Promise<RestaurantRows | null> {
  return cached(cacheOf(db).restaurants, restaurantId, async () => {
    const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
    if (!restaurant) return null;
    const rows = await db
      .select()
      .from(locations)
      .where(eq(locations.restaurantId, restaurantId))
      .orderBy(asc(locations.position), asc(locations.id));
    const rewardRows = await db
      .select()
      .from(rewards)
      .where(eq(rewards.restaurantId, restaurantId))
      .orderBy(asc(rewards.position), asc(rewards.id));
    return { restaurant, rows, rewards: rewardRows };
  });
}

/** The restaurant's name, or null when there is no such restaurant. */
export async function restaurantName(db: Db, restaurantId: string): Promise<string | null> {
  return (await restaurantRows(db, restaurantId))?.restaurant.name ?? null;
}

/** The restaurant's name, logo (a path or URL) and brand colour for a page of its own, or null when there is none. */
export async function restaurantBrand(
  db: Db,
  restaurantId: string,
): Promise<{ name: string; logo: string | null; brandColor: string } | null> {
  const found = (await restaurantRows(db, restaurantId))?.restaurant;
  if (!found) return null;
  return {
    name: found.name,
    logo: found.settings.images?.logo || null,
    brandColor: found.settings.styles?.brandColor ?? '',
  };
}

/** Whether the restaurant has this location (from the cached rows: no settings are merged). */
export async function hasLocation(db: Db, restaurantId: string, locationId: string): Promise<boolean> {
  return (await restaurantRows(db, restaurantId))?.rows.some((row) => row.id === locationId) ?? false;
}

/** The condition naming one table of a location. */
export const oneTable = (restaurantId: string, locationId: string, tableId: string) =>
  and(
    eq(diningTables.restaurantId, restaurantId),
    eq(diningTables.locationId, locationId),
    eq(diningTables.id, tableId),
  );

/** A location's table, in use or not (null: the location has none with this id). */
export async function findTable(db: Db, restaurantId: string, locationId: string, tableId: string) {
  const [table] = await db
    .select()
    .from(diningTables)
    .where(oneTable(restaurantId, locationId, tableId));
  return table ?? null;
}

/** The restaurant's rewards in display order (kept with the restaurant's rows). */
export async function loadRewardRows(db: Db, restaurantId: string) {
  return (await restaurantRows(db, restaurantId))?.rewards ?? [];
}

/** The restaurant's settings with the location's own merged over them, or null when either is unknown. */
export async function loadLocation(
  db: Db,
  restaurantId: string,
  locationId: string,
  now: Date,
): Promise<LocationView | null> {
  const found = await restaurantRows(db, restaurantId);
  if (!found) return null;
  const { restaurant, rows } = found;
  const location = rows.find((row) => row.id === locationId);
  if (!location) return null;
  // A timed staff pause that has run out reads as open, before the sweep stores it.
  const merged = withTimedPausesEnded({ ...restaurant.settings, ...location.settings }, now);
  const pausedForStaffOffline = isPausedForStaffOffline(merged, location.staffLastSeenAt, now);
  const settings: LocationSettings = {
    ...merged,
    orderOpen: merged.orderOpen && !pausedForStaffOffline,
    pausedForStaffOffline,
    restaurantId,
    locationId,
    locationName: location.locationName,
    address: location.address,
    latLng: { lat: location.lat, lng: location.lng },
  };
  return {
    restaurantId,
    name: restaurant.name,
    settings,
    // Sent to browsers with the location; this process reads the location's clock from it too.
    zoneOffsets: offsetsAround(settings.timeZone, now),
    locations: rows.map(({ id, locationName, address, inactive }) => ({
      id,
      locationName,
      address,
      inactive,
    })),
  };
}

/** Settings a customer's browser may see: the contract's allow-list (no passcode, integration ids or costs). */
export { publicSettings } from '@orderly/contract';

export interface LocationMenu {
  categories: Category[];
  products: Product[];
  modifiers: Modifier[];
  tables: Table[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The whole catalogue of one location; which parts are active now is decided by the domain rules. */
export function loadMenu(db: Db, restaurantId: string, locationId: string): Promise<LocationMenu> {
  return cached(cacheOf(db).menus, `${restaurantId}:${locationId}`, () =>
    readMenu(db, restaurantId, locationId),
  );
}

async function readMenu(db: Db, restaurantId: string, locationId: string): Promise<LocationMenu> {
  const [categoryRows, productRows, modifierRows, choiceRows, tableRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(eq(categories.restaurantId, restaurantId), eq(categories.locationId, locationId)))
      .orderBy(asc(categories.id)),
    db
      .select()
      .from(products)
      .where(and(eq(products.restaurantId, restaurantId), eq(products.locationId, locationId)))
      .orderBy(asc(products.id)),
    db
      .select()
      .from(modifiers)
      .where(and(eq(modifiers.restaurantId, restaurantId), eq(modifiers.locationId, locationId)))
      .orderBy(asc(modifiers.id)),
    db
      .select()
      .from(choices)
      .where(and(eq(choices.restaurantId, restaurantId), eq(choices.locationId, locationId)))
      .orderBy(asc(choices.modifierId), asc(choices.position)),
    db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.locationId, locationId)))
      .orderBy(asc(diningTables.id)),
  ]);
  return {
    categories: categoryRows.map(
      ({ restaurantId: _r, locationId: _l, description, imageUrl, ...category }) => ({
        ...category,
        description: description ?? undefined,
        imageUrl: imageUrl ?? undefined,
      }),
    ),
    products: productRows.map(({ restaurantId: _r, locationId: _l, activeAfter, ...product }) => ({
      ...product,
      activeAfter: iso(activeAfter),
    })),
    modifiers: modifierRows.map(({ restaurantId: _r, locationId: _l, ...modifier }) => ({
      ...modifier,
      choices: choiceRows
        .filter((choice) => choice.modifierId === modifier.id)
        .map(({ id, name, price, selected, active, activeAfter }) => ({
          id,
          name,
          price,
          selected,
          active,
          activeAfter: iso(activeAfter),
        })),
    })),
    tables: tableRows.map(({ id, tableNumber, active }) => ({ id, tableNumber, active })),
  };
}
