import { topics } from '@orderly/client/protocol';
import { locationSettingsKeys } from '@orderly/contract';
import { type BrandSettings, brandSettingsSchema, labelList } from '@orderly/domain/restaurant-document';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { diningTables, locations, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { offsetsAround } from '../restaurants/zone-offsets.ts';
import { changedFields, type FieldChange, recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager } from './manager-access.ts';
import { settingsProblem } from './restaurant-settings-fields.ts';

type Tx = Db;

async function locationRows(db: Tx, restaurantId: string, locationId: string, lock = false) {
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
  const [location] = lock ? await query.for('update') : await query;
  const [restaurant] = await db
    .select({ settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!location || !restaurant) throw new HttpError(404, 'This restaurant has no such location.');
  return { location, restaurant };
}

const pickKeys = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

/** The location screen's view: what applies there, what it sets itself, its tables. */
async function locationView(db: Db, restaurantId: string, locationId: string) {
  const { location, restaurant } = await locationRows(db, restaurantId, locationId);
  const tables = await db
    .select({ id: diningTables.id, tableNumber: diningTables.tableNumber, active: diningTables.active })
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.locationId, locationId)))
    .orderBy(asc(diningTables.id));
  const collator = new Intl.Collator('en', { numeric: true });
  const merged: Record<string, unknown> = { ...restaurant.settings, ...location.settings };
  return {
    location: {
      id: location.id,
      locationName: location.locationName,
      address: location.address,
      latLng: { lat: location.lat, lng: location.lng },
      inactive: location.inactive,
      settings: pickKeys(merged, locationSettingsKeys) as never,
      ownSettings: Object.keys(location.settings).filter(
        (key) => location.settings[key as keyof BrandSettings] !== undefined,
      ),
      tables: tables.sort((a, b) => collator.compare(a.tableNumber, b.tableNumber)),
    },
  };
}

/** The topics a change of the location shows on: its own, and the others' (their location lists). */
async function announce(tx: Tx, restaurantId: string, locationId: string, everyLocation: boolean) {
  const ids = everyLocation
    ? (
        await tx.select({ id: locations.id }).from(locations).where(eq(locations.restaurantId, restaurantId))
      ).map((row) => row.id)
    : [locationId];
  const notices = [
    ...ids.map((id) => topics.location(restaurantId, id)),
    topics.menu(restaurantId, locationId),
  ];
  await tx.execute(sql`select ${LiveHub.notices(notices)}`);
}

/** Tables are numbered t1, t2…; a new one takes the next number. */
function nextTableId(ids: string[]): string {
  const numbers = ids
    .map((id) => /^t(\d+)$/.exec(id)?.[1])
    .filter(Boolean)
    .map(Number);
  return `t${Math.max(0, ...numbers) + 1}`;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The locations screen: a location's details, hours, fees and discounts, and its tables and kiosks. */
export function registerLocationRoutes(app: FastifyInstance, { db, clock }: ManageRouteDeps) {
  route(app, 'getManagedLocation', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    await requireManager(db, user.id, restaurantId, locationId);
    return { data: await locationView(db, restaurantId, locationId) };
  });

  route(app, 'updateLocation', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    await requireManager(db, user.id, restaurantId, locationId);
    const { settings: patch = {}, inherit = [], ...details } = request.body;
    const both = inherit.filter((key) => patch[key as keyof typeof patch] !== undefined);
    if (both.length > 0) {
      throw new HttpError(400, `Set the ${labelList(both)} here or use the restaurant's, not both.`);
    }
    const timeZone = patch.timeZone;
    if (timeZone && offsetsAround(timeZone, clock.now()) === null) {
      throw new HttpError(400, `Time zone: "${timeZone}" is not a time zone this server knows.`);
    }
    await db.transaction(async (tx) => {
      const { location, restaurant } = await locationRows(tx, restaurantId, locationId, true);
      const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const own = { ...location.settings, ...sent } as Partial<BrandSettings>;
      const inherited = inherit.filter((key) => own[key] !== undefined);
      for (const key of inherited) delete own[key];
      // What applies at the location must still be settings the importer accepts.
      const checked = brandSettingsSchema.safeParse({ ...restaurant.settings, ...own });
      if (!checked.success) throw settingsProblem(checked.error);
      const before: Record<string, unknown> = {
        ...restaurant.settings,
        ...location.settings,
        locationName: location.locationName,
        address: location.address,
        latLng: { lat: location.lat, lng: location.lng },
        inactive: location.inactive,
      };
      const changes: Record<string, FieldChange> = changedFields(before, { ...sent, ...details });
      for (const key of inherited) {
        const to = (restaurant.settings as Record<string, unknown>)[key];
        changes[key] = { from: (location.settings as Record<string, unknown>)[key] ?? null, to: to ?? null };
      }
      // A value the location now sets itself, equal to the restaurant's, is still a choice made here.
      if (
        Object.keys(changes).length === 0 &&
        inherited.length === 0 &&
        Object.keys(sent).every((key) => key in location.settings)
      )
        return;
      await tx
        .update(locations)
        .set({
          settings: own,
          ...(details.locationName !== undefined ? { locationName: details.locationName } : {}),
          ...(details.address !== undefined ? { address: details.address } : {}),
          ...(details.latLng ? { lat: details.latLng.lat, lng: details.latLng.lng } : {}),
          ...(details.inactive !== undefined ? { inactive: details.inactive } : {}),
        })
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
      const name = details.locationName ?? location.locationName;
      const changed = Object.keys(changes).filter((key) => !inherited.includes(key as never));
      if (Object.keys(changes).length > 0) {
        const parts = [
          changed.length > 0 ? `Changed the ${labelList(changed)} of ${name}` : '',
          inherited.length > 0
            ? `${changed.length > 0 ? '; it' : name} now uses the restaurant's ${labelList(inherited)}`
            : '',
        ];
        await recordChange(tx, {
          restaurantId,
          userId: user.id,
          area: 'location',
          summary: `${parts.join('')}.`,
          changes,
          at: clock.now(),
        });
      }
      const listed = ['locationName', 'address', 'inactive', 'latLng'].some((key) => key in changes);
      await announce(tx, restaurantId, locationId, listed);
    });
    return { data: await locationView(db, restaurantId, locationId) };
  });

  route(app, 'addTable', async (request, reply) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    await requireManager(db, user.id, restaurantId, locationId);
    const { tableNumber } = request.body;
    const table = await db.transaction(async (tx) => {
      const { location } = await locationRows(tx, restaurantId, locationId, true);
      const existing = await tx
        .select({ id: diningTables.id, tableNumber: diningTables.tableNumber })
        .from(diningTables)
        .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.locationId, locationId)));
      if (existing.some((row) => sameName(row.tableNumber, tableNumber))) {
        throw new HttpError(409, `${location.locationName} already has a table ${tableNumber}.`);
      }
      if (existing.length >= 500) throw new HttpError(400, 'A location can have at most 500 tables.');
      const row = {
        id: nextTableId(existing.map((entry) => entry.id)),
        tableNumber,
        active: true,
      };
      await tx.insert(diningTables).values({ restaurantId, locationId, ...row });
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'location',
        summary: `Added table ${tableNumber} at ${location.locationName}.`,
        changes: { [`table ${row.id}`]: { from: null, to: tableNumber } },
        at: clock.now(),
      });
      await tx.execute(sql`select ${LiveHub.notices([topics.menu(restaurantId, locationId)])}`);
      return row;
    });
    return reply.status(201).send({ data: { table } });
  });

  route(app, 'updateTable', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId, tableId } = request.params;
    await requireManager(db, user.id, restaurantId, locationId);
    const { tableNumber, active } = request.body;
    const table = await db.transaction(async (tx) => {
      const { location } = await locationRows(tx, restaurantId, locationId, true);
      const rows = await tx
        .select({ id: diningTables.id, tableNumber: diningTables.tableNumber, active: diningTables.active })
        .from(diningTables)
        .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.locationId, locationId)));
      const current = rows.find((row) => row.id === tableId);
      if (!current) throw new HttpError(404, `${location.locationName} has no such table.`);
      if (
        tableNumber !== undefined &&
        rows.some((row) => row.id !== tableId && sameName(row.tableNumber, tableNumber))
      ) {
        throw new HttpError(409, `${location.locationName} already has a table ${tableNumber}.`);
      }
      const next = {
        id: tableId,
        tableNumber: tableNumber ?? current.tableNumber,
        active: active ?? current.active,
      };
      const changes = changedFields(current, { tableNumber, active });
      if (Object.keys(changes).length === 0) return next;
      await tx
        .update(diningTables)
        .set({ tableNumber: next.tableNumber, active: next.active })
        .where(
          and(
            eq(diningTables.restaurantId, restaurantId),
            eq(diningTables.locationId, locationId),
            eq(diningTables.id, tableId),
          ),
        );
      const what =
        changes.tableNumber && changes.active
          ? `Renamed table ${current.tableNumber} to ${next.tableNumber} and ${next.active ? 'put it back in use' : 'took it out of use'}`
          : changes.tableNumber
            ? `Renamed table ${current.tableNumber} to ${next.tableNumber}`
            : next.active
              ? `Put table ${current.tableNumber} back in use`
              : `Took table ${current.tableNumber} out of use`;
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'location',
        summary: `${what} at ${location.locationName}.`,
        changes,
        at: clock.now(),
      });
      await tx.execute(sql`select ${LiveHub.notices([topics.menu(restaurantId, locationId)])}`);
      return next;
    });
    return { data: { table } };
  });
}
