import {
  RESTAURANT_DOCUMENT_FORMAT,
  type RestaurantDocument,
  type RestaurantMenuDocument,
} from '@orderly/domain/restaurant-document';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  choices,
  diningTables,
  locations,
  modifiers,
  products,
  promoCodes,
  restaurantHosts,
  restaurants,
  rewards,
  staffMembers,
  users,
} from '../db/schema.ts';

/** A field the document leaves out when the database has nothing. */
const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

const iso = (date: Date | null) => date?.toISOString();

type Menu = RestaurantMenuDocument;

async function readCatalogue(db: Db, restaurantId: string, locationId: string) {
  const scope = <
    T extends typeof categories | typeof products | typeof modifiers | typeof choices | typeof diningTables,
  >(
    table: T,
  ) => and(eq(table.restaurantId, restaurantId), eq(table.locationId, locationId));
  const categoryRows = await db
    .select()
    .from(categories)
    .where(scope(categories))
    .orderBy(asc(categories.id));
  const productRows = await db.select().from(products).where(scope(products)).orderBy(asc(products.id));
  const modifierRows = await db.select().from(modifiers).where(scope(modifiers)).orderBy(asc(modifiers.id));
  const choiceRows = await db
    .select()
    .from(choices)
    .where(scope(choices))
    .orderBy(asc(choices.modifierId), asc(choices.position), asc(choices.id));
  const tableRows = await db
    .select()
    .from(diningTables)
    .where(scope(diningTables))
    .orderBy(asc(diningTables.id));
  const menu: Menu = {
    categories: categoryRows.map((row) => ({
      id: row.id,
      name: row.name,
      ...optional('description', row.description),
      ...optional('imageUrl', row.imageUrl),
      productOrder: row.productOrder,
      orderType: row.orderType,
      takeoutAccessory: row.takeoutAccessory,
    })),
    products: productRows.map((row) => ({
      id: row.id,
      name: row.name,
      price: row.price,
      description: row.description,
      imageUrl: row.imageUrl,
      options: row.options,
      modifiers: row.modifiers,
      orderType: row.orderType,
      active: row.active,
      ...optional('activeAfter', iso(row.activeAfter)),
      taxRate: row.taxRate,
      ...optional('prepMinutes', row.prepMinutes),
    })),
    modifiers: modifierRows.map((row) => ({
      id: row.id,
      name: row.name,
      required: row.required,
      maxSelect: row.maxSelect,
      choices: choiceRows
        .filter((choice) => choice.modifierId === row.id)
        .map((choice) => ({
          id: choice.id,
          name: choice.name,
          price: choice.price,
          selected: choice.selected,
          active: choice.active,
          ...optional('activeAfter', iso(choice.activeAfter)),
        })),
    })),
  };
  // Tables in the order people count them: t2 before t10.
  const tables = tableRows
    .map(({ id, tableNumber, active }) => ({ id, tableNumber, active }))
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return { menu, tables };
}

/** The menu with every active flag cleared: what must be the same at every location. */
const withoutActivity = (menu: Menu) =>
  JSON.stringify({
    ...menu,
    products: menu.products.map(({ active: _active, ...product }) => product),
    modifiers: menu.modifiers.map((modifier) => ({
      ...modifier,
      choices: modifier.choices.map(({ active: _active, ...choice }) => choice),
    })),
  });

/** Ids in the order of `preferred` (first appearance), then the rest by id. */
function ordered<T extends { id: string }>(items: T[], preferred: string[]): T[] {
  const rank = new Map<string, number>();
  for (const id of preferred) if (!rank.has(id)) rank.set(id, rank.size);
  const at = (item: T) => rank.get(item.id) ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => at(a) - at(b) || a.id.localeCompare(b.id));
}

/**
 * Reads a restaurant back as a document: what `importRestaurant` takes. Its one menu is the
 * menu every location sells; an item sold out at some locations only is active in the menu and
 * listed in those locations' `soldOut`. Customers and orders are not part of it.
 * Null when there is no such restaurant.
 */
export async function exportRestaurant(db: Db, restaurantId: string): Promise<RestaurantDocument | null> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!restaurant) return null;
  const locationRows = await db
    .select()
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.position), asc(locations.id));
  const catalogues: Awaited<ReturnType<typeof readCatalogue>>[] = [];
  for (const row of locationRows) catalogues.push(await readCatalogue(db, restaurantId, row.id));

  const first = catalogues[0]?.menu ?? { categories: [], products: [], modifiers: [] };
  catalogues.forEach((catalogue, index) => {
    if (withoutActivity(catalogue.menu) !== withoutActivity(first)) {
      throw new Error(
        `The menu of location "${locationRows[index]!.id}" differs from that of "${locationRows[0]!.id}" in more than what is sold out; a restaurant document has one menu for every location.`,
      );
    }
  });
  // Active in the document: active at some location. Sold out at a location: active there not.
  const activeAnywhere = new Set(
    catalogues.flatMap(({ menu }) => [
      ...menu.products.filter((product) => product.active).map((product) => product.id),
      ...menu.modifiers.flatMap((modifier) =>
        modifier.choices.filter((choice) => choice.active).map((choice) => choice.id),
      ),
    ]),
  );
  const settings = restaurant.settings;
  const categoryOrder = [
    ...settings.categoryOrder,
    ...Object.values(settings.menus).flatMap((menu) => menu?.categoryOrder ?? []),
  ];
  const sortedCategories = ordered(first.categories, categoryOrder);
  const sortedProducts = ordered(
    first.products,
    sortedCategories.flatMap((category) => category.productOrder),
  );
  const menu: Menu = {
    categories: sortedCategories,
    products: sortedProducts.map((product) => ({ ...product, active: activeAnywhere.has(product.id) })),
    modifiers: ordered(
      first.modifiers,
      sortedProducts.flatMap((product) => product.modifiers),
    ).map((modifier) => ({
      ...modifier,
      choices: modifier.choices.map((choice) => ({ ...choice, active: activeAnywhere.has(choice.id) })),
    })),
  };

  const promoRows = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.restaurantId, restaurantId))
    .orderBy(asc(promoCodes.code));
  const rewardRows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.restaurantId, restaurantId))
    .orderBy(asc(rewards.position), asc(rewards.id));
  const staffRows = await db
    .select({ email: users.email, role: staffMembers.role, locationIds: staffMembers.locationIds })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.restaurantId, restaurantId))
    .orderBy(asc(users.email));
  const hostRows = await db
    .select({ host: restaurantHosts.host })
    .from(restaurantHosts)
    .where(eq(restaurantHosts.restaurantId, restaurantId))
    .orderBy(asc(restaurantHosts.createdAt), asc(restaurantHosts.host));

  return {
    format: RESTAURANT_DOCUMENT_FORMAT,
    id: restaurant.id,
    name: restaurant.name,
    settings: restaurant.settings as RestaurantDocument['settings'],
    locations: locationRows.map((row, index) => {
      const here = catalogues[index]!.menu;
      const soldOut = [
        ...here.products.filter((product) => !product.active).map((product) => product.id),
        ...here.modifiers.flatMap((modifier) =>
          modifier.choices.filter((choice) => !choice.active).map((choice) => choice.id),
        ),
      ].filter((id) => activeAnywhere.has(id));
      return {
        id: row.id,
        locationName: row.locationName,
        address: row.address,
        latLng: { lat: row.lat, lng: row.lng },
        inactive: row.inactive,
        settings: row.settings as RestaurantDocument['locations'][number]['settings'],
        tables: catalogues[index]!.tables,
        soldOut,
      };
    }),
    menu,
    promoCodes: promoRows.map(({ restaurantId: _r, ...promo }) => promo),
    rewards: rewardRows.map((row) => ({
      id: row.id,
      type: row.type,
      value: row.type.endsWith('/Product') ? row.value : Number(row.value),
      points: row.points,
      ...optional('name', row.name),
      ...optional('imageUrl', row.imageUrl),
    })),
    staff: staffRows.map((row) => ({
      email: row.email,
      role: row.role,
      ...optional('locations', row.locationIds),
    })),
    hostNames: hostRows.map((row) => row.host),
  };
}
