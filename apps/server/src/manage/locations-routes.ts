import { topics } from '@orderly/client/protocol';
import { locationSettingsKeys } from '@orderly/contract';
import { type BrandSettings, brandSettingsSchema, labelList } from '@orderly/domain/restaurant-document';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  choices,
  courierBookings,
  diningTables,
  locations,
  modifiers,
  orders,
  products,
  restaurants,
  serviceRequests,
  staffMembers,
  staffNotifications,
  users,
} from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { exportRestaurant } from '../restaurants/restaurant-export.ts';
import { checkRestaurantDocument, RestaurantDocumentError } from '../restaurants/restaurant-import.ts';
import { oneTable } from '../restaurants/restaurant-repository.ts';
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

const closedAllWeek = [null, null, null, null, null, null, null] as const;
const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** A refusal (400) from the importer's check of the restaurant with the new location in it. */
function documentProblem(error: unknown): unknown {
  if (!(error instanceof RestaurantDocumentError)) return error;
  const problem = error.problems[0];
  return new HttpError(400, problem ? problem.message : 'This location cannot be added.');
}

/**
 * Writes the restaurant's menu (the document's one catalogue) for a new location: nothing sold
 * out there yet.
 */
async function writeCatalogue(
  tx: Tx,
  restaurantId: string,
  locationId: string,
  menu: Awaited<ReturnType<typeof checkRestaurantDocument>>['menu'],
) {
  const scope = { restaurantId, locationId };
  const categoryRows = menu.categories.map((category) => ({ ...scope, ...category }));
  const productRows = menu.products.map((product) => ({
    ...scope,
    ...product,
    activeAfter: toDate(product.activeAfter),
  }));
  const modifierRows = menu.modifiers.map(({ choices: _choices, ...modifier }) => ({
    ...scope,
    ...modifier,
  }));
  const choiceRows = menu.modifiers.flatMap((modifier) =>
    modifier.choices.map((choice, index) => ({
      ...scope,
      ...choice,
      modifierId: modifier.id,
      activeAfter: toDate(choice.activeAfter),
      position: index,
    })),
  );
  if (categoryRows.length > 0) await tx.insert(categories).values(categoryRows);
  if (productRows.length > 0) await tx.insert(products).values(productRows);
  if (modifierRows.length > 0) await tx.insert(modifiers).values(modifierRows);
  if (choiceRows.length > 0) await tx.insert(choices).values(choiceRows);
}

/** The locations screen: a location's details, hours, fees and discounts, and its tables and kiosks. */
export function registerLocationRoutes(app: FastifyInstance, deps: ManageRouteDeps) {
  const { db, clock } = deps;
  registerAddRemoveLocationRoutes(app, deps);
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
        .where(oneTable(restaurantId, locationId, tableId));
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

/**
 * Adding a location (it sells the restaurant's menu, opens closed every day, and the manager who
 * adds it holds it) and removing one that never took an order: a location with orders stays (the
 * orders keep their location), and the screen offers to take it out of use instead.
 */
function registerAddRemoveLocationRoutes(
  app: FastifyInstance,
  { db, clock, addressSearch, accessChanged }: ManageRouteDeps,
) {
  route(app, 'addLocation', async (request, reply) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const { id, locationName, address, timeZone, phoneNumber } = request.body;
    if (offsetsAround(timeZone, clock.now()) === null) {
      throw new HttpError(400, `Time zone: "${timeZone}" is not a time zone this server knows.`);
    }
    let latLng = request.body.latLng;
    if (!latLng) {
      const place = await addressSearch.geocode(address).catch(() => null);
      if (!place) {
        throw new HttpError(
          400,
          'The address was not found on the map. Check it, or give the latitude and longitude.',
        );
      }
      latLng = place.latLng;
    }
    await db.transaction(async (tx) => {
      const [restaurant] = await tx
        .select({ settings: restaurants.settings })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('update');
      const current = restaurant ? await exportRestaurant(tx, restaurantId) : null;
      if (!restaurant || !current) throw new HttpError(404, 'This restaurant does not exist.');
      const taken = current.locations.find((location) => location.id === id);
      if (taken) {
        throw new HttpError(
          409,
          `${taken.locationName} already uses "${id}" in its address. Choose another.`,
        );
      }
      if (current.locations.some((location) => sameName(location.locationName, locationName))) {
        throw new HttpError(409, `This restaurant already has a location named ${locationName}.`);
      }
      // What the location sets itself: closed hours, and a time zone or phone unlike the restaurant's.
      const own: Partial<BrandSettings> = {
        hours: [...closedAllWeek],
        deliveryHours: [...closedAllWeek],
        ...(timeZone !== restaurant.settings.timeZone ? { timeZone } : {}),
        ...(phoneNumber && phoneNumber !== restaurant.settings.phoneNumber ? { phoneNumber } : {}),
      };
      const added = {
        id,
        locationName,
        address,
        latLng,
        inactive: false,
        settings: own,
        tables: [],
        soldOut: [],
      };
      // The restaurant with the new location must still be a restaurant the importer accepts.
      let checked: ReturnType<typeof checkRestaurantDocument>;
      try {
        checked = checkRestaurantDocument({ ...current, locations: [...current.locations, added] });
      } catch (error) {
        throw documentProblem(error);
      }
      const [last] = await tx
        .select({ position: max(locations.position) })
        .from(locations)
        .where(eq(locations.restaurantId, restaurantId));
      await tx.insert(locations).values({
        restaurantId,
        id,
        locationName,
        address,
        lat: latLng.lat,
        lng: latLng.lng,
        inactive: false,
        settings: own,
        position: (last?.position ?? -1) + 1,
      });
      await writeCatalogue(tx, restaurantId, id, checked.menu);
      // The manager who adds it holds it (a manager of every location already does).
      if (access.locationIds !== null) {
        await tx
          .update(staffMembers)
          .set({ locationIds: [...access.locationIds, id] })
          .where(and(eq(staffMembers.userId, user.id), eq(staffMembers.restaurantId, restaurantId)));
      }
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'location',
        summary: `Added the location ${locationName} (${address}).`,
        changes: { [`location ${id}`]: { from: null, to: locationName } },
        at: clock.now(),
      });
      // Every location's screens list the locations: the new one shows on them at once.
      await announce(tx, restaurantId, id, true);
    });
    if (access.locationIds !== null) await accessChanged?.(user.id);
    return reply.status(201).send({ data: await locationView(db, restaurantId, id) });
  });

  route(app, 'removeLocation', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    await requireManager(db, user.id, restaurantId, locationId);
    const affected = await db.transaction(async (tx) => {
      await tx
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('update');
      const { location } = await locationRows(tx, restaurantId, locationId, true);
      const name = location.locationName;
      const all = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.restaurantId, restaurantId));
      if (all.length <= 1) throw new HttpError(409, 'A restaurant needs at least one location.');
      const here = <T extends typeof orders | typeof serviceRequests | typeof courierBookings>(table: T) =>
        and(eq(table.restaurantId, restaurantId), eq(table.locationId, locationId));
      const [order] = await tx.select({ id: orders.id }).from(orders).where(here(orders)).limit(1);
      const [booking] = await tx
        .select({ id: courierBookings.id })
        .from(courierBookings)
        .where(here(courierBookings))
        .limit(1);
      const [serviceRequest] = await tx
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(here(serviceRequests))
        .limit(1);
      if (order || booking || serviceRequest) {
        throw new HttpError(
          409,
          `${name} has taken orders, so it stays with them. Turn off "Taking orders" to close it instead.`,
        );
      }
      const members = await tx
        .select({ userId: staffMembers.userId, locationIds: staffMembers.locationIds, email: users.email })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(eq(staffMembers.restaurantId, restaurantId));
      const holding = members.filter((member) => member.locationIds?.includes(locationId));
      const onlyHere = holding.find((member) => member.locationIds?.length === 1);
      if (onlyHere) {
        throw new HttpError(
          409,
          `${onlyHere.email} works only at ${name}. Give them another location, or remove them, first.`,
        );
      }
      for (const member of holding) {
        await tx
          .update(staffMembers)
          .set({ locationIds: (member.locationIds ?? []).filter((id) => id !== locationId) })
          .where(and(eq(staffMembers.userId, member.userId), eq(staffMembers.restaurantId, restaurantId)));
      }
      for (const table of [categories, products, modifiers, choices, diningTables, staffNotifications]) {
        await tx
          .delete(table)
          .where(and(eq(table.restaurantId, restaurantId), eq(table.locationId, locationId)));
      }
      await tx
        .delete(locations)
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'location',
        summary: `Removed the location ${name}.`,
        changes: { [`location ${locationId}`]: { from: name, to: null } },
        at: clock.now(),
      });
      const notices = [
        ...all.map((row) => topics.location(restaurantId, row.id)),
        topics.menu(restaurantId, locationId),
      ];
      await tx.execute(sql`select ${LiveHub.notices(notices)}`);
      return holding.map((member) => member.userId);
    });
    for (const userId of affected) await accessChanged?.(userId);
    return { data: { removed: locationId } };
  });
}
