import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  accounts,
  locations,
  orderCounters,
  products,
  staffMembers,
  userRestaurants,
  users,
} from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { demoRestaurant } from './demo-restaurant.ts';
import { seedRestaurant, seedUserId } from './seed.ts';

const hashPassword = async (password: string) => `hashed:${password}`;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedRestaurant(database.db, demoRestaurant, { hashPassword });
});
afterAll(() => database?.close());

describe('seeding the demo restaurant', () => {
  it('writes both locations with their catalogues and tables', async () => {
    const rows = await database.db.select().from(locations).where(eq(locations.restaurantId, 'demo'));
    expect(rows.map((row) => row.id).sort()).toEqual(['downtown', 'kitsilano']);
    const downtownProducts = await database.db
      .select()
      .from(products)
      .where(and(eq(products.restaurantId, 'demo'), eq(products.locationId, 'downtown')));
    expect(downtownProducts).toHaveLength(demoRestaurant.menu.products.length);
    const [counter] = await database.db
      .select()
      .from(orderCounters)
      .where(eq(orderCounters.restaurantId, 'demo'));
    expect(counter?.nextNumber).toBeGreaterThan(0);
  });

  it('creates the demo accounts with hashed passwords and their roles', async () => {
    const customerId = seedUserId('demo', 'customer@demo.test');
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@demo.test'));
    expect(customer?.id).toBe(customerId);
    const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, customerId));
    expect(credential).toMatchObject({ providerId: 'credential', password: 'hashed:demo1234' });
    const [membership] = await database.db
      .select()
      .from(userRestaurants)
      .where(eq(userRestaurants.userId, customerId));
    expect(membership?.rewardPoints).toBeGreaterThan(0);
    const staff = await database.db.select().from(staffMembers).where(eq(staffMembers.restaurantId, 'demo'));
    expect(staff.map((member) => member.role).sort()).toEqual(['manager', 'staff']);
  });

  it('is idempotent and keeps what staff changed since', async () => {
    const productId = demoRestaurant.menu.products.find((product) => product.active)!.id;
    const soldOut = and(
      eq(products.restaurantId, 'demo'),
      eq(products.locationId, 'downtown'),
      eq(products.id, productId),
    );
    await database.db.update(products).set({ active: false }).where(soldOut);

    await seedRestaurant(database.db, demoRestaurant, { hashPassword });

    const all = await database.db.select().from(products).where(eq(products.restaurantId, 'demo'));
    expect(all).toHaveLength(demoRestaurant.menu.products.length * 2);
    const [product] = await database.db.select().from(products).where(soldOut);
    expect(product?.active).toBe(false);
    expect(await database.db.select().from(users)).toHaveLength(demoRestaurant.users.length);
  });
});
