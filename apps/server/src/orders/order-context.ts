import type { PromoCode, PromoUse, Reward } from '@orderly/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { orders, promoCodes, userRestaurants } from '../db/schema.ts';
import { loadRewardRows } from '../restaurants/restaurant-repository.ts';
import { restaurantData, type UserRestaurantRow } from '../users/user-repository.ts';
import { isFirstOrder, promoHistory } from './orders-repository.ts';

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

// Queries of the orders table, importable from here too (routes read them with the context above).
export { isFirstOrder, promoHistory };

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

/** A customer's limits at a restaurant as the database holds them now (see `holdCustomerLimits`). */
export interface CustomerLimits {
  rewardPoints: number;
  isFirstOrder: boolean;
  /** Their orders since `promoFrom` (none read without it). */
  promoHistory: PromoUse[];
}

/**
 * Locks the customer's row at the restaurant until the transaction `db` ends, so their other
 * orders wait at this point, then reads their limits afresh: the lock is taken first and the
 * orders read by statements after it, which see every order committed before the lock was ours
 * (a statement's snapshot is taken when it starts). Null when the customer has no row there.
 */
export async function holdCustomerLimits(
  db: Db,
  customer: { userId: string; restaurantId: string },
  promoFrom: Date | null,
  now: Date,
): Promise<CustomerLimits | null> {
  const { userId, restaurantId } = customer;
  const [row] = await db
    .select({ rewardPoints: userRestaurants.rewardPoints })
    .from(userRestaurants)
    .where(and(eq(userRestaurants.userId, userId), eq(userRestaurants.restaurantId, restaurantId)))
    .for('update');
  if (!row) return null;
  // A parallel order's time may be a moment after this one's: read a day past now.
  const until = new Date(now.getTime() + 86_400_000);
  return {
    rewardPoints: row.rewardPoints,
    isFirstOrder: await isFirstOrder(db, userId, restaurantId),
    promoHistory: promoFrom ? await promoHistory(db, userId, restaurantId, promoFrom, until) : [],
  };
}
