import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userRestaurants } from '../db/schema.ts';

const atDemo = (userId: string) =>
  and(eq(userRestaurants.userId, userId), eq(userRestaurants.restaurantId, 'demo'));

/** A customer's reward points at the demo restaurant, as the database holds them. */
export async function demoPointsOf(database: Database, userId: string): Promise<number | undefined> {
  const [row] = await database.db
    .select({ points: userRestaurants.rewardPoints })
    .from(userRestaurants)
    .where(atDemo(userId));
  return row?.points;
}

/** Sets a customer's reward points at the demo restaurant (their row there must exist). */
export async function setDemoPoints(database: Database, userId: string, points: number): Promise<void> {
  await database.db.update(userRestaurants).set({ rewardPoints: points }).where(atDemo(userId));
}
