import type { RestaurantDocument } from '@orderly/domain/restaurant-document';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  accounts,
  categories,
  choices,
  diningTables,
  locations,
  modifiers,
  products,
  promoCodes,
  restaurants,
  rewards,
  staffMembers,
  userRestaurants,
  users,
} from '../db/schema.ts';
import { demoDocument, demoDocumentJson, loadDemo, seedUserId } from '../demo/demo.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { exportRestaurant } from './restaurant-export.ts';
import { importRestaurant, RestaurantDocumentError } from './restaurant-import.ts';

const hashPassword = async (password: string) => `hashed:${password}`;
let first: Database;
let second: Database;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await openTestDatabase();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** Every row of a restaurant, table by table (what "the same restaurant" means here). */
async function rowsOf(db: Database['db'], restaurantId: string) {
  const of = async <T extends { restaurantId: unknown }>(table: T) =>
    (
      await db
        .select()
        .from(table as never)
        .where(eq((table as unknown as typeof products).restaurantId, restaurantId))
    ).length;
  return {
    locations: await of(locations),
    categories: await of(categories),
    products: await of(products),
    modifiers: await of(modifiers),
    choices: await of(choices),
    tables: await of(diningTables),
    promoCodes: await of(promoCodes),
    rewards: await of(rewards),
    staff: await of(staffMembers),
  };
}

/** A document's lists in id order (the exporter orders the menu by categories, the file as it likes). */
function sorted(document: RestaurantDocument) {
  const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  return {
    ...document,
    menu: {
      categories: byId(document.menu.categories),
      products: byId(document.menu.products),
      modifiers: byId(document.menu.modifiers),
    },
    promoCodes: [...document.promoCodes].sort((a, b) => a.code.localeCompare(b.code)),
    locations: document.locations.map((location) => ({ ...location, soldOut: [...location.soldOut].sort() })),
  };
}

describe('restaurant documents', () => {
  it('import → export → import gives the same restaurant', async () => {
    const withStaff = {
      ...(demoDocumentJson() as object),
      staff: [{ email: 'Boss@Example.com', role: 'manager' }],
    };
    const imported = await importRestaurant(first.db, withStaff);
    expect(imported).toMatchObject({ restaurantId: 'demo', created: true });
    expect(imported.newAccounts).toEqual([
      expect.objectContaining({ email: 'boss@example.com', role: 'manager' }),
    ]);

    const exported = await exportRestaurant(first.db, 'demo');
    expect(exported).not.toBeNull();
    // What the file says, read back from the database.
    expect(sorted(exported!)).toEqual(
      sorted({ ...demoDocument(), staff: [{ email: 'boss@example.com', role: 'manager' }] }),
    );

    // Through JSON text, as the command writes and reads files, into another database.
    await importRestaurant(second.db, JSON.parse(JSON.stringify(exported)));
    expect(await exportRestaurant(second.db, 'demo')).toEqual(exported);
    expect(await rowsOf(second.db, 'demo')).toEqual(await rowsOf(first.db, 'demo'));
  });

  it("keeps a location's capacity pacing and a product's prep minutes through export and import", async () => {
    const demo = demoDocumentJson() as RestaurantDocument;
    const capacity = {
      windowMinutes: 15,
      maxOrders: 5,
      maxItems: 30,
      maxPrepMinutes: null,
      defaultPrepMinutes: 4,
      pickupAndDelivery: 'apart',
      countDineIn: true,
    } as const;
    const paced = {
      ...demo,
      id: 'paced',
      hostNames: [],
      locations: demo.locations.map((location, index) =>
        index === 0 ? { ...location, settings: { ...location.settings, capacity } } : location,
      ),
      menu: {
        ...demo.menu,
        products: demo.menu.products.map((product, index) =>
          index === 0 ? { ...product, prepMinutes: 12 } : product,
        ),
      },
    };
    await importRestaurant(second.db, paced);
    const exported = await exportRestaurant(second.db, 'paced');
    expect(exported?.locations[0]?.settings.capacity).toEqual(capacity);
    expect(exported?.locations[1]?.settings.capacity).toBeUndefined();
    expect(
      exported?.menu.products.find((product) => product.id === demo.menu.products[0]?.id)?.prepMinutes,
    ).toBe(12);
    expect(exported?.menu.products.filter((product) => product.prepMinutes !== undefined)).toHaveLength(1);
  });

  it('keeps a product sold out at one location only as that location’s', async () => {
    const exported = (await exportRestaurant(first.db, 'demo'))!;
    expect(exported.locations.find((location) => location.id === 'kitsilano')?.soldOut).toEqual([
      'ramen-kit',
    ]);
    expect(exported.menu.products.find((product) => product.id === 'ramen-kit')?.active).toBe(true);
    expect(exportRestaurant(first.db, 'nowhere')).resolves.toBeNull();
  });

  it('importing again updates the restaurant and never duplicates it', async () => {
    const before = await rowsOf(first.db, 'demo');
    const document = (await exportRestaurant(first.db, 'demo'))!;
    const changed: RestaurantDocument = {
      ...document,
      name: 'Maple & Miso Renamed',
      menu: {
        ...document.menu,
        products: document.menu.products.map((product) =>
          product.id === 'fries' ? { ...product, price: 795 } : product,
        ),
      },
      promoCodes: document.promoCodes.filter((promo) => promo.code !== 'OLDNEWS'),
      staff: [{ email: 'boss@example.com', role: 'staff', locations: ['kitsilano'] }],
    };
    const result = await importRestaurant(first.db, changed);
    expect(result).toMatchObject({ created: false, newAccounts: [] });

    expect(await rowsOf(first.db, 'demo')).toEqual({ ...before, promoCodes: before.promoCodes - 1 });
    const [restaurant] = await first.db.select().from(restaurants).where(eq(restaurants.id, 'demo'));
    expect(restaurant?.name).toBe('Maple & Miso Renamed');
    const fries = await first.db
      .select({ price: products.price })
      .from(products)
      .where(and(eq(products.restaurantId, 'demo'), eq(products.id, 'fries')));
    expect(fries).toEqual([{ price: 795 }, { price: 795 }]);
    const staff = await first.db.select().from(staffMembers).where(eq(staffMembers.restaurantId, 'demo'));
    expect(staff).toEqual([expect.objectContaining({ role: 'staff', locationIds: ['kitsilano'] })]);
    expect(await exportRestaurant(first.db, 'demo')).toEqual(changed);
  });

  it('refuses a bad file whole, listing every problem by path, and writes nothing', async () => {
    const good = demoDocumentJson() as RestaurantDocument;
    const bad = {
      ...good,
      id: 'brand-new',
      settings: { ...good.settings, timeZone: 'Mars/Olympus', waitTime: -5 },
      menu: {
        ...good.menu,
        products: [
          { ...good.menu.products[0]!, price: 12.5 },
          { ...good.menu.products[1]!, modifiers: ['no-such-modifier'] },
          ...good.menu.products.slice(2),
        ],
      },
      rewards: [{ ...good.rewards[0]!, type: 'Points/Product', value: 'no-such-product' }],
      staff: [{ email: 'not an e-mail', role: 'owner' }],
    };
    const error = await importRestaurant(first.db, bad).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RestaurantDocumentError);
    const problems = (error as RestaurantDocumentError).problems.map((problem) => problem.path.join('.'));
    expect(problems).toEqual(
      expect.arrayContaining([
        'settings.waitTime',
        'settings.timeZone',
        'menu.products.0.price',
        'menu.products.1.modifiers.0',
        'rewards.0.value',
        'staff.0.email',
        'staff.0.role',
      ]),
    );
    expect((error as Error).message).toContain(
      'menu.products[1].modifiers[0]: There is no modifier "no-such-modifier".',
    );
    expect(await rowsOf(first.db, 'brand-new')).toEqual({
      locations: 0,
      categories: 0,
      products: 0,
      modifiers: 0,
      choices: 0,
      tables: 0,
      promoCodes: 0,
      rewards: 0,
      staff: 0,
    });

    // A well-formed file in a zone the server has no rules for: refused too, nothing written.
    const zoneError = await importRestaurant(first.db, {
      ...good,
      id: 'brand-new',
      settings: { ...good.settings, timeZone: 'Mars/Olympus' },
    }).catch((thrown: unknown) => thrown);
    expect((zoneError as RestaurantDocumentError).problems).toEqual([
      { path: ['settings', 'timeZone'], message: '"Mars/Olympus" is not a time zone this server knows.' },
    ]);
    expect(await first.db.select().from(restaurants).where(eq(restaurants.id, 'brand-new'))).toEqual([]);
  });
});

describe('the demo restaurant', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await loadDemo(database.db, { accounts: true, hashPassword });
  });
  afterAll(() => database?.close());

  it('is loaded from its file with its accounts', async () => {
    const customerId = seedUserId('demo', 'customer@demo.test');
    const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, customerId));
    expect(credential).toMatchObject({ providerId: 'credential', password: 'hashed:demo1234' });
    const [membership] = await database.db
      .select()
      .from(userRestaurants)
      .where(eq(userRestaurants.userId, customerId));
    expect(membership?.rewardPoints).toBe(2400);
    const staff = await database.db.select().from(staffMembers).where(eq(staffMembers.restaurantId, 'demo'));
    expect(staff.map((member) => member.role).sort()).toEqual(['manager', 'staff']);
  });

  it('is loaded again at every start, keeping what staff changed since', async () => {
    const soldOut = and(
      eq(products.restaurantId, 'demo'),
      eq(products.locationId, 'downtown'),
      eq(products.id, 'fries'),
    );
    await database.db.update(products).set({ active: false }).where(soldOut);
    const before = await rowsOf(database.db, 'demo');

    await loadDemo(database.db, { accounts: true, hashPassword });

    expect(await rowsOf(database.db, 'demo')).toEqual(before);
    expect((await database.db.select().from(products).where(soldOut))[0]?.active).toBe(false);
    expect(await database.db.select().from(users)).toHaveLength(3);
  });
});
