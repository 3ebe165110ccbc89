import { createHash } from 'node:crypto';
import { topics } from '@orderly/client/protocol';
import type { DataOf } from '@orderly/contract';
import type { MenuEdit, MenusDocument, RestaurantDocument } from '@orderly/domain/restaurant-document';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, choices, locations, modifiers, products, restaurants } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { insertCatalogue } from '../restaurants/catalogue-rows.ts';
import { exportRestaurant } from '../restaurants/restaurant-export.ts';
import type { ManagerAccess } from './manager-access.ts';
import { categoriesReordered } from './menu-changes.ts';

/**
 * The menu editor's reads and writes. The database keeps one catalogue per location (what the
 * staff switch sold out there); the restaurant document, and so the editor, has one catalogue
 * every location sells. A save writes it to every location, keeping what each location has sold
 * out, in one transaction with its audit-log row and the live notices of every location.
 */

export type ManagedMenu = DataOf<'getManagedMenu'>;

export const menuNotFound = 'This restaurant does not exist.';

/** The restaurant as a document (the exporter's reading), or 404. */
export async function readRestaurant(db: Db, restaurantId: string): Promise<RestaurantDocument> {
  const document = await exportRestaurant(db, restaurantId);
  if (!document) throw new HttpError(404, menuNotFound);
  return document;
}

/** The edit a document holds: its catalogue, its menus and its takeout accessories. */
export const editOf = (document: RestaurantDocument): MenuEdit => ({
  menu: document.menu,
  menus: document.settings.menus,
  takeoutAccessories: document.settings.takeoutAccessories,
});

/**
 * A fingerprint of what the editor saves, so a save made from an older view is refused. A location
 * that follows the restaurant's menus is not in it: another manager adding (or removing) such a
 * location changes nothing an open editor would overwrite, and must not make its next save fail.
 */
export function menuVersion(document: RestaurantDocument): string {
  const state = {
    ...editOf(document),
    locations: document.locations.flatMap((location) =>
      location.settings.menus ? [[location.id, location.settings.menus]] : [],
    ),
  };
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 22);
}

export const staleVersionMessage =
  'Someone else changed the menu meanwhile. Reload to see their changes, then save again.';

export function requireVersion(document: RestaurantDocument, version: string | undefined) {
  if (version !== undefined && version !== menuVersion(document))
    throw new HttpError(409, staleVersionMessage);
}

/** Every picture the restaurant already uses, to pick one for a product or category. */
function picturesOf(document: RestaurantDocument): string[] {
  const urls = [
    ...document.menu.products.map((product) => product.imageUrl),
    ...document.menu.categories.map((category) => category.imageUrl),
    ...document.rewards.map((reward) => reward.imageUrl),
    ...Object.values(document.settings.images),
  ];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))].sort();
}

export function menuView(document: RestaurantDocument, access: ManagerAccess): ManagedMenu {
  const holds = (locationId: string) =>
    access.locationIds === null || access.locationIds.includes(locationId);
  return {
    version: menuVersion(document),
    ...editOf(document),
    locations: document.locations.map((location) => ({
      id: location.id,
      locationName: location.locationName,
      ownMenus: location.settings.menus ?? null,
      soldOut: location.soldOut,
      canEdit: holds(location.id),
    })),
    pictures: picturesOf(document),
    canEditMenu: access.locationIds === null,
  };
}

/** Category ids in menus that the catalogue still has (a removed category leaves every menu). */
export function prunedMenus(menus: MenusDocument, categoryIds: Set<string>): MenusDocument {
  return Object.fromEntries(
    Object.entries(menus).map(([key, menu]) => [
      key,
      menu && { ...menu, categoryOrder: menu.categoryOrder.filter((id) => categoryIds.has(id)) },
    ]),
  ) as MenusDocument;
}

/** Every menu's categories in the catalogue's order (each menu keeps which categories it shows). */
export function sortedMenus(menus: MenusDocument, order: string[]): MenusDocument {
  const rank = new Map(order.map((id, index) => [id, index]));
  const at = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  return Object.fromEntries(
    Object.entries(menus).map(([key, menu]) => [
      key,
      menu && { ...menu, categoryOrder: [...menu.categoryOrder].sort((a, b) => at(a) - at(b)) },
    ]),
  ) as MenusDocument;
}

/** Publishes, once the transaction commits, that every location's menu and settings changed. */
export async function announce(tx: Db, restaurantId: string, locationIds: string[]) {
  const changed = locationIds.flatMap((locationId) => [
    topics.location(restaurantId, locationId),
    topics.menu(restaurantId, locationId),
  ]);
  await tx.execute(sql`select ${LiveHub.notices(changed)}`);
}

/**
 * What an imported file sets at one location: its own menus (null: it follows the restaurant's)
 * and what it has sold out. Undefined: the file does not say, the location keeps its own.
 */
export interface LocationMenuPart {
  locationId: string;
  menus?: MenusDocument | null;
  soldOut?: string[];
}

/**
 * Writes an edit over the restaurant (`current` is what it was, read in this transaction): the
 * catalogue at every location (each keeps what it has sold out), the restaurant's menus, category
 * order and takeout accessories, and the locations' own menus without the categories removed.
 * `parts` (an imported file's) replace a location's own menus and sold-out items instead.
 */
export async function writeMenu(
  tx: Db,
  current: RestaurantDocument,
  edit: MenuEdit,
  parts: LocationMenuPart[] = [],
): Promise<void> {
  const restaurantId = current.id;
  const categoryIds = new Set(edit.menu.categories.map((category) => category.id));
  const productIds = new Set(edit.menu.products.map((product) => product.id));
  // The catalogue's order is the restaurant's category order (the fallback when no menu says one,
  // and the order the exporter and the editor list categories in).
  const categoryOrder = edit.menu.categories.map((category) => category.id);
  const reordered = categoriesReordered(current.menu, edit.menu);
  const settingsPatch = { menus: edit.menus, categoryOrder, takeoutAccessories: edit.takeoutAccessories };
  await tx
    .update(restaurants)
    .set({ settings: sql`${restaurants.settings} || ${JSON.stringify(settingsPatch)}::jsonb` })
    .where(eq(restaurants.id, restaurantId));

  for (const location of current.locations) {
    const scope = { restaurantId, locationId: location.id };
    const part = parts.find((candidate) => candidate.locationId === location.id);
    const overrides: Record<string, unknown> = {};
    if (part?.menus !== undefined) {
      // The file's own menus for this location (checked against its catalogue), or none.
      if (part.menus === null) {
        await tx
          .update(locations)
          .set({ settings: sql`${locations.settings} - 'menus'` })
          .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, location.id)));
      } else overrides.menus = part.menus;
    } else if (location.settings.menus) {
      // A location's own menus lose removed categories and, when the manager reordered the
      // categories, follow the new order as the restaurant's menus do.
      const menus = prunedMenus(location.settings.menus, categoryIds);
      overrides.menus = reordered ? sortedMenus(menus, categoryOrder) : menus;
    }
    if (location.settings.categoryOrder) {
      overrides.categoryOrder = location.settings.categoryOrder.filter((id) => categoryIds.has(id));
    }
    if (location.settings.takeoutAccessories) {
      overrides.takeoutAccessories = location.settings.takeoutAccessories.filter((id) => productIds.has(id));
    }
    if (Object.keys(overrides).length > 0) {
      await tx
        .update(locations)
        .set({ settings: sql`${locations.settings} || ${JSON.stringify(overrides)}::jsonb` })
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, location.id)));
    }
    for (const table of [categories, products, modifiers, choices]) {
      await tx
        .delete(table)
        .where(and(eq(table.restaurantId, restaurantId), eq(table.locationId, location.id)));
    }
    await insertCatalogue(tx, scope, edit.menu, part?.soldOut ?? location.soldOut);
  }
  await announce(
    tx,
    restaurantId,
    current.locations.map((location) => location.id),
  );
}

/** Gives a location its own menus, or (null) takes them away so it follows the restaurant's. */
export async function writeLocationMenus(
  tx: Db,
  restaurantId: string,
  locationId: string,
  menus: MenusDocument | null,
): Promise<void> {
  await tx
    .update(locations)
    .set({
      settings:
        menus === null
          ? sql`${locations.settings} - 'menus'`
          : sql`${locations.settings} || ${JSON.stringify({ menus })}::jsonb`,
    })
    .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
  await tx.execute(sql`select ${LiveHub.notices([topics.location(restaurantId, locationId)])}`);
}
