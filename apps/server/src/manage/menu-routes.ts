import { checkMenuEdit, type MenusDocument } from '@orderly/domain/restaurant-document';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager, requireWholeRestaurantManager } from './manager-access.ts';
import { auditChanges, changesSummary, menuChanges, menusChanges } from './menu-changes.ts';
import { locationChanges, menuFile, problemsError, readMenuFile } from './menu-files.ts';
import {
  editOf,
  menuView,
  readRestaurant,
  requireVersion,
  writeLocationMenus,
  writeMenu,
} from './menu-store.ts';

/**
 * The restaurant read for a save, its row locked until the transaction ends: two saves at once
 * run one after the other, so the second sees the first and is refused as stale (409) instead of
 * writing over it.
 */
async function lockedRestaurant(tx: Db, restaurantId: string) {
  await tx.execute(sql`select 1 from ${restaurants} where ${restaurants.id} = ${restaurantId} for update`);
  return readRestaurant(tx, restaurantId);
}

/** Menus of a few thousand products are larger than the server's usual 256 KB body. */
const bodyLimit = 4 * 1024 * 1024;

/**
 * The menu editor's routes (issue 16). The catalogue, the restaurant's menus and the takeout
 * accessories are shared by every location: only a manager holding every location changes them.
 * A location's own menus: a manager holding that location. Reading: any manager of the restaurant.
 */
export function registerMenuRoutes(app: FastifyInstance, { db }: Pick<ManageRouteDeps, 'db'>) {
  route(app, 'getManagedMenu', async (request) => {
    const { restaurantId } = request.params;
    const access = await requireManager(db, userOf(request).id, restaurantId);
    return { data: menuView(await readRestaurant(db, restaurantId), access) };
  });

  route(
    app,
    'saveMenu',
    async (request) => {
      const user = userOf(request);
      const { restaurantId } = request.params;
      const access = await requireWholeRestaurantManager(db, user.id, restaurantId);
      const { version, ...input } = request.body;
      const checked = checkMenuEdit(input);
      if (!checked.ok) throw problemsError(checked.problems);
      await db.transaction(async (tx) => {
        const current = await lockedRestaurant(tx as Db, restaurantId);
        requireVersion(current, version);
        const changes = menuChanges(editOf(current), checked.edit);
        if (changes.length === 0) return;
        await writeMenu(tx as Db, current, checked.edit);
        await recordChange(tx as Db, {
          restaurantId,
          userId: user.id,
          area: 'menu',
          summary: changesSummary(changes),
          changes: auditChanges(changes),
        });
      });
      return { data: menuView(await readRestaurant(db, restaurantId), access) };
    },
    { bodyLimit },
  );

  route(app, 'saveLocationMenus', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    const access = await requireManager(db, user.id, restaurantId, locationId);
    const { version, menus } = request.body;
    if (menus === undefined) {
      throw new HttpError(400, "Send the location's menus, or null to follow the restaurant's menus.");
    }
    await db.transaction(async (tx) => {
      const current = await lockedRestaurant(tx as Db, restaurantId);
      requireVersion(current, version);
      const location = current.locations.find((candidate) => candidate.id === locationId)!;
      const restaurantMenus = current.settings.menus;
      const before = location.settings.menus ?? null;
      let after: MenusDocument | null = null;
      if (menus !== null) {
        const checked = checkMenuEdit({ ...editOf(current), menus });
        if (!checked.ok) throw problemsError(checked.problems);
        after = checked.edit.menus;
      }
      const changes = menusChanges(
        before ?? restaurantMenus,
        after ?? restaurantMenus,
        location.locationName,
      );
      const summary =
        after === null
          ? `${location.locationName} now follows the restaurant's menus.`
          : before === null
            ? `${location.locationName} has its own menus now.`
            : changesSummary(changes);
      if (before === null && after === null) return;
      if (before !== null && after !== null && changes.length === 0) return;
      await writeLocationMenus(tx as Db, restaurantId, locationId, after);
      await recordChange(tx as Db, {
        restaurantId,
        userId: user.id,
        area: 'menu',
        summary,
        changes: auditChanges(changes),
      });
    });
    return { data: menuView(await readRestaurant(db, restaurantId), access) };
  });

  route(app, 'exportMenu', async (request) => {
    const { restaurantId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId);
    return { data: menuFile(await readRestaurant(db, restaurantId), request.query.format) };
  });

  route(
    app,
    'importMenu',
    async (request) => {
      const user = userOf(request);
      const { restaurantId } = request.params;
      const access = await requireWholeRestaurantManager(db, user.id, restaurantId);
      const { format, content, apply, version } = request.body;
      const result = await db.transaction(async (tx) => {
        const current = await lockedRestaurant(tx as Db, restaurantId);
        const read = readMenuFile(current, format, content);
        if ('problems' in read) {
          const none = { categories: 0, products: 0, modifiers: 0 };
          return { applied: false, problems: read.problems, changes: [], counts: none };
        }
        const { edit } = read;
        const changes = [
          ...menuChanges(editOf(current), edit),
          ...locationChanges(current, edit, read.locations),
        ];
        const counts = {
          categories: edit.menu.categories.length,
          products: edit.menu.products.length,
          modifiers: edit.menu.modifiers.length,
        };
        const notes = read.notes.map((sentence) => ({ sentence }));
        if (!apply || changes.length === 0)
          return { applied: false, problems: [], changes: [...changes, ...notes], counts };
        requireVersion(current, version);
        await writeMenu(tx as Db, current, edit, read.locations);
        await recordChange(tx as Db, {
          restaurantId,
          userId: user.id,
          area: 'menu',
          summary: changesSummary(changes, `Imported the menu from a ${format.toUpperCase()} file. `),
          changes: auditChanges(changes),
        });
        return { applied: true, problems: [], changes: [...changes, ...notes], counts };
      });
      return {
        data: {
          applied: result.applied,
          problems: result.problems,
          changes: result.changes.map((change) => change.sentence),
          counts: result.counts,
          view: menuView(await readRestaurant(db, restaurantId), access),
        },
      };
    },
    { bodyLimit },
  );
}
