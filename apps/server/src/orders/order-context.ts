import type { PromoCode, PromoUse, Reward } from '@orderly/domain';
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { orders, promoCodes, userRestaurants } from '../db/schema.ts';
import { loadRewardRows } from '../restaurants/restaurant-repository.ts';
import { restaurantData, type UserRestaurantRow } from '../users/user-repository.ts';

/** The restaurant's rewards in display order. */
export async function loadRewards(db: Db, restaurantId: string): Promise<Reward[]> {
  const rows = await loadRewardRows(db, restaurantId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    value: /^\d+$/.test(row.value) ? Number(row.value) : row.value,
    points: row.points,
    name: row.name ?? undefined,
    imageUrl: row.imageUrl ?? undefined,
  }));
}

export async function loadPromoCodes(db: Db, restaurantId: string): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.restaurantId, restaurantId));
  return rows.map(({ restaurantId: _restaurantId, ...promo }) => promo);
}

/** The user's orders at a restaurant in a time range (promo frequency), newest first. */
export async function promoHistory(
  db: Db,
  userId: string,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<PromoUse[]> {
  const rows = await db
    .select({ createdAt: orders.createdAt, promoCode: orders.promoCode })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.restaurantId, restaurantId),
        ne(orders.status, 'Cancelled'),
        gte(orders.createdAt, from),
        lte(orders.createdAt, to),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map((row) => ({ createdAt: row.createdAt.toISOString(), promoCode: row.promoCode }));
}

/** First order: the user has no previous order at this restaurant. */
export async function isFirstOrder(db: Db, userId: string, restaurantId: string): Promise<boolean> {
  const [previous] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.restaurantId, restaurantId)))
    .limit(1);
  return !previous;
}

/**
 * What placing an order needs of the customer at a restaurant, in one query: their row there
 * (points, cart) and whether this is their first order. The row is created on first use.
 */
const customerRowWithHistory = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const restaurantId = sql.placeholder('restaurantId');
  return db
    .select({
      data: userRestaurants,
      hasOrdered: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.restaurantId} = ${restaurantId})`,
    })
    .from(userRestaurants)
    .where(and(eq(userRestaurants.userId, userId), eq(userRestaurants.restaurantId, restaurantId)))
    .prepare('customer_row_with_history');
});

export async function customerAtRestaurant(
  db: Db,
  userId: string,
  restaurantId: string,
): Promise<{ data: UserRestaurantRow; isFirstOrder: boolean }> {
  const [found] = await customerRowWithHistory(db).execute({ userId, restaurantId });
  if (found) return { data: found.data, isFirstOrder: !found.hasOrdered };
  return {
    data: await restaurantData(db, userId, restaurantId),
    isFirstOrder: await isFirstOrder(db, userId, restaurantId),
  };
}
