import { randomUUID } from 'node:crypto';
import { topics } from '@orderly/client/protocol';
import {
  type DocumentProblem,
  formatDocumentProblems,
  parseRestaurantDocument,
  type RestaurantDocument,
} from '@orderly/domain/restaurant-document';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  choices,
  diningTables,
  locations,
  modifiers,
  orderCounters,
  products,
  promoCodes,
  restaurantHosts,
  restaurants,
  rewards,
  staffMembers,
  users,
} from '../db/schema.ts';
import { LiveHub } from '../live/live-hub.ts';
import { insertCatalogue } from './catalogue-rows.ts';
import { offsetsAround } from './zone-offsets.ts';

/** A restaurant document that cannot be imported: every problem, with its path. */
export class RestaurantDocumentError extends Error {
  constructor(readonly problems: DocumentProblem[]) {
    super(`The restaurant file has ${problems.length} problem(s):\n${formatDocumentProblems(problems)}`);
    this.name = 'RestaurantDocumentError';
  }
}

export interface ImportOptions {
  /**
   * 'update' (default): the restaurant becomes what the document says: its settings, locations,
   * menu, tables, promo codes, rewards and host names are written over, and menu items, tables,
   * promo codes, rewards and host names the document no longer lists are removed. Locations and staff it does not list are
   * left as they are (an import never takes anyone's access away).
   * 'add-missing': only what is not in the database yet is written; what is there stays as it is
   * (the demo at start-up: sold-out products and pauses survive a restart).
   */
  mode?: 'update' | 'add-missing';
}

export interface ImportResult {
  restaurantId: string;
  /** The document's locations, in its order. */
  locationIds: string[];
  /** Whether the restaurant did not exist before. */
  created: boolean;
  /** Staff members who got an account (without a password: they are to be invited). */
  newAccounts: { userId: string; email: string; role: 'staff' | 'manager' }[];
}

/** Problems the schema cannot see: time zones the server has no rules for (read from any input). */
function serverProblems(input: unknown): DocumentProblem[] {
  const now = new Date();
  const record = (value: unknown) =>
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const document = record(input);
  const locations = Array.isArray(document.locations) ? document.locations : [];
  const zones: [DocumentProblem['path'], unknown][] = [
    [['settings', 'timeZone'], record(document.settings).timeZone],
    ...locations.map((location, index): [DocumentProblem['path'], unknown] => [
      ['locations', index, 'settings', 'timeZone'],
      record(record(location).settings).timeZone,
    ]),
  ];
  return zones.flatMap(([path, zone]) =>
    typeof zone === 'string' && offsetsAround(zone, now) === null
      ? [{ path, message: `"${zone}" is not a time zone this server knows.` }]
      : [],
  );
}

/** Reads and checks a document; throws RestaurantDocumentError listing every problem. */
export function checkRestaurantDocument(input: unknown): RestaurantDocument {
  const parsed = parseRestaurantDocument(input);
  const problems = [...(parsed.ok ? [] : parsed.problems), ...serverProblems(input)];
  if (!parsed.ok || problems.length > 0) throw new RestaurantDocumentError(problems);
  return parsed.document;
}

/**
 * Writes a restaurant document to the database in one transaction: all of it or, when anything is
 * wrong with the file, none of it (RestaurantDocumentError with every problem by path). Ids and
 * keys come from the document, so importing again updates the same rows.
 */
export async function importRestaurant(
  db: Db,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const document = checkRestaurantDocument(input);
  const update = (options.mode ?? 'update') === 'update';
  const restaurantId = document.id;

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    const restaurantRow = { id: restaurantId, name: document.name, settings: document.settings };
    if (update) {
      await tx
        .insert(restaurants)
        .values(restaurantRow)
        .onConflictDoUpdate({
          target: restaurants.id,
          set: { name: document.name, settings: document.settings },
        });
    } else {
      await tx.insert(restaurants).values(restaurantRow).onConflictDoNothing();
    }
    await tx.insert(orderCounters).values({ restaurantId }).onConflictDoNothing();

    const { menu } = document;
    for (const [position, location] of document.locations.entries()) {
      const locationRow = {
        restaurantId,
        id: location.id,
        locationName: location.locationName,
        address: location.address,
        lat: location.latLng.lat,
        lng: location.latLng.lng,
        inactive: location.inactive,
        settings: location.settings,
        position,
      };
      const { restaurantId: _r, id: _id, ...changes } = locationRow;
      if (update) {
        await tx
          .insert(locations)
          .values(locationRow)
          .onConflictDoUpdate({ target: [locations.restaurantId, locations.id], set: changes });
      } else {
        await tx.insert(locations).values(locationRow).onConflictDoNothing();
      }

      const scope = { restaurantId, locationId: location.id };
      if (update) {
        // The location's menu and tables become the document's: rows are replaced, not merged.
        for (const table of [categories, products, modifiers, choices, diningTables]) {
          await tx
            .delete(table)
            .where(and(eq(table.restaurantId, restaurantId), eq(table.locationId, location.id)));
        }
      }
      await insertCatalogue(tx, scope, menu, location.soldOut);
      const tableRows = location.tables.map((table) => ({ ...scope, ...table }));
      if (tableRows.length > 0) await tx.insert(diningTables).values(tableRows).onConflictDoNothing();
    }

    if (update) {
      await tx.delete(promoCodes).where(eq(promoCodes.restaurantId, restaurantId));
      await tx.delete(rewards).where(eq(rewards.restaurantId, restaurantId));
    }
    if (document.promoCodes.length > 0) {
      await tx
        .insert(promoCodes)
        .values(document.promoCodes.map((promo) => ({ ...promo, restaurantId })))
        .onConflictDoNothing();
    }
    if (document.rewards.length > 0) {
      await tx
        .insert(rewards)
        .values(
          document.rewards.map((reward, position) => ({
            ...reward,
            value: String(reward.value),
            restaurantId,
            position,
          })),
        )
        .onConflictDoNothing();
    }

    const newAccounts: ImportResult['newAccounts'] = [];
    const emails = document.staff.map((member) => member.email);
    const known =
      emails.length > 0
        ? await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.email, emails))
        : [];
    const idByEmail = new Map(known.map((user) => [user.email, user.id]));
    for (const member of document.staff) {
      let userId = idByEmail.get(member.email);
      if (!userId) {
        userId = randomUUID();
        await tx.insert(users).values({ id: userId, email: member.email, emailVerified: false });
        newAccounts.push({ userId, email: member.email, role: member.role });
      }
      const row = { userId, restaurantId, role: member.role, locationIds: member.locations ?? null };
      if (update) {
        await tx
          .insert(staffMembers)
          .values(row)
          .onConflictDoUpdate({
            target: [staffMembers.userId, staffMembers.restaurantId],
            set: { role: row.role, locationIds: row.locationIds },
          });
      } else {
        await tx.insert(staffMembers).values(row).onConflictDoNothing();
      }
    }
    // White-label host names: one restaurant only may have each verified. Hosts new to the
    // restaurant are pending until their owner proves them (a file proves nothing about DNS);
    // those it had keep their state (decision 0065).
    if (document.hostNames.length > 0) {
      const taken = await tx
        .select({ host: restaurantHosts.host, restaurantId: restaurantHosts.restaurantId })
        .from(restaurantHosts)
        .where(and(inArray(restaurantHosts.host, document.hostNames), isNotNull(restaurantHosts.verifiedAt)));
      const problems = document.hostNames.flatMap((host, index): DocumentProblem[] =>
        taken.some((row) => row.host === host && row.restaurantId !== restaurantId)
          ? [{ path: ['hostNames', index], message: `${host} already opens another restaurant.` }]
          : [],
      );
      if (problems.length > 0) throw new RestaurantDocumentError(problems);
    }
    if (update) {
      await tx
        .delete(restaurantHosts)
        .where(
          document.hostNames.length > 0
            ? and(
                eq(restaurantHosts.restaurantId, restaurantId),
                notInArray(restaurantHosts.host, document.hostNames),
              )
            : eq(restaurantHosts.restaurantId, restaurantId),
        );
    }
    if (document.hostNames.length > 0) {
      await tx
        .insert(restaurantHosts)
        .values(document.hostNames.map((host) => ({ host, restaurantId })))
        .onConflictDoNothing();
    }

    // Open customer and staff screens, on every instance, read the new settings and menus once
    // this commits (PostgreSQL delivers the notices then, and not at all if it rolls back).
    const changed = document.locations.flatMap((location) => [
      topics.location(restaurantId, location.id),
      topics.menu(restaurantId, location.id),
    ]);
    await tx.execute(sql`select ${LiveHub.notices(changed)}`);
    return {
      restaurantId,
      locationIds: document.locations.map((location) => location.id),
      created: !existing,
      newAccounts,
    };
  });
}
