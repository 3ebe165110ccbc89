import { topics } from '@orderly/client/protocol';
import { restaurantSettingsKeys } from '@orderly/contract';
import { brandSettingsSchema, labelList } from '@orderly/domain/restaurant-document';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { locations, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { invalidateRestaurantCache } from '../restaurants/restaurant-repository.ts';
import { changedFields, type FieldChange, recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager, requireWholeRestaurantManager } from './manager-access.ts';
import { settingsProblem } from './restaurant-settings-fields.ts';

const pickKeys = <T extends Record<string, unknown>>(record: T, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

/** The restaurant screen's view: name, its settings, and which locations set a field themselves. */
async function settingsView(db: Db, restaurantId: string) {
  const [restaurant] = await db
    .select({ name: restaurants.name, settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
  const rows = await db
    .select({ locationName: locations.locationName, settings: locations.settings })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.position), asc(locations.id));
  const overriddenAt: Record<string, string[]> = {};
  for (const key of restaurantSettingsKeys) {
    const names = rows.filter((row) => row.settings[key] !== undefined).map((row) => row.locationName);
    if (names.length > 0) overriddenAt[key] = names;
  }
  return {
    name: restaurant.name,
    settings: pickKeys(restaurant.settings, restaurantSettingsKeys) as never,
    overriddenAt,
  };
}

/** The restaurant screen: restaurant-wide settings, read by any of its managers, saved by a manager of every location. */
export function registerRestaurantSettingsRoutes(app: FastifyInstance, { db, clock }: ManageRouteDeps) {
  route(app, 'getRestaurantSettings', async (request) => {
    const user = userOf(request);
    await requireManager(db, user.id, request.params.restaurantId);
    return { data: await settingsView(db, request.params.restaurantId) };
  });

  route(app, 'updateRestaurantSettings', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    const { name, settings: patch } = request.body;
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: restaurants.name, settings: restaurants.settings })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('update');
      if (!current) throw new HttpError(404, 'This restaurant does not exist.');
      const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const next: Record<string, unknown> = { ...current.settings, ...sent, ...(name ? { name } : {}) };
      const welcome = patch.welcomeMessage;
      if (welcome && !welcome.title.trim()) {
        // An empty welcome message is none: the menu shows the restaurant's name instead.
        if (welcome.body.trim()) throw new HttpError(400, 'Welcome message: Give the message a title.');
        delete next.welcomeMessage;
      }
      // The whole settings document must still be one the importer accepts.
      const checked = brandSettingsSchema.safeParse(next);
      if (!checked.success) throw settingsProblem(checked.error);
      const changes: Record<string, FieldChange> = {
        ...(name && name !== current.name ? { name: { from: current.name, to: name } } : {}),
        ...changedFields(current.settings, sent),
      };
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(restaurants)
        .set({ name: name ?? current.name, settings: checked.data })
        .where(eq(restaurants.id, restaurantId));
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'restaurant',
        summary: `Changed the restaurant's ${labelList(Object.keys(changes))}.`,
        changes,
        at: clock.now(),
      });
      // Every location's open customer and staff screens read the new settings once this commits.
      const rows = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.restaurantId, restaurantId));
      const notices = rows.flatMap((row) => [
        topics.location(restaurantId, row.id),
        topics.menu(restaurantId, row.id),
      ]);
      if (notices.length > 0) await tx.execute(sql`select ${LiveHub.notices(notices)}`);
    });
    // This instance's next order check reads the new settings at once (the notice comes a moment later).
    invalidateRestaurantCache(db, topics.location(restaurantId, ''));
    return { data: await settingsView(db, restaurantId) };
  });
}
