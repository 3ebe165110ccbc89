import type { DataOf } from '@orderly/contract';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { locations, products, restaurants, rewards } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { changedFields, recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager, requireWholeRestaurantManager } from './manager-access.ts';
import { announceRestaurantChange } from './promotions.ts';

type Rewards = DataOf<'listManagedRewards'>;

/** The products a product reward may give: the first location's menu (every location sells one menu). */
async function rewardProducts(db: Db, restaurantId: string) {
  const [first] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.position), asc(locations.id))
    .limit(1);
  if (!first) return [];
  return db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), eq(products.locationId, first.id)))
    .orderBy(asc(products.name));
}

async function listRewards(db: Db, restaurantId: string): Promise<Rewards> {
  const [restaurant] = await db
    .select({ settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.restaurantId, restaurantId))
    .orderBy(asc(rewards.position), asc(rewards.id));
  return {
    rewards: rows.map((row) => ({
      id: row.id,
      type: row.type,
      value: row.type.endsWith('/Product') ? row.value : Number(row.value),
      points: row.points,
      ...(row.name != null ? { name: row.name } : {}),
      ...(row.imageUrl != null ? { imageUrl: row.imageUrl } : {}),
    })),
    rewardsEnabled: restaurant.settings.rewardsEnabled,
    products: await rewardProducts(db, restaurantId),
  };
}

/**
 * Rewards (SPEC.md section 3: the four types, value, points, picture), checked by the restaurant
 * document's schema; a product reward must name a product of the menu. Customers' reward screens
 * read them with the restaurant, so a save reaches them live.
 */
export function registerRewardRoutes(app: FastifyInstance, { db }: ManageRouteDeps) {
  route(app, 'listManagedRewards', async (request) => {
    const user = userOf(request);
    await requireManager(db, user.id, request.params.restaurantId);
    return { data: await listRewards(db, request.params.restaurantId) };
  });

  route(app, 'saveReward', async (request) => {
    const user = userOf(request);
    const { restaurantId, rewardId } = request.params;
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    const reward = request.body;
    if (reward.id !== rewardId)
      throw new HttpError(400, "A reward's id cannot change: add a new reward instead.");
    if (typeof reward.value === 'string') {
      const known = (await rewardProducts(db, restaurantId)).some((product) => product.id === reward.value);
      if (!known) throw new HttpError(400, 'Choose a product of the menu for this reward.');
    }
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.restaurantId, restaurantId), eq(rewards.id, rewardId)));
      const row = {
        type: reward.type,
        value: String(reward.value),
        points: reward.points,
        name: reward.name ?? null,
        imageUrl: reward.imageUrl ?? null,
      };
      if (before) {
        await tx
          .update(rewards)
          .set(row)
          .where(and(eq(rewards.restaurantId, restaurantId), eq(rewards.id, rewardId)));
      } else {
        const [last] = await tx
          .select({ position: max(rewards.position) })
          .from(rewards)
          .where(eq(rewards.restaurantId, restaurantId));
        await tx
          .insert(rewards)
          .values({ ...row, id: rewardId, restaurantId, position: (last?.position ?? -1) + 1 });
      }
      const changes = changedFields(before ?? {}, row);
      if (Object.keys(changes).length === 0) return;
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'rewards',
        summary: `${before ? 'Changed' : 'Added'} reward ${reward.name ?? rewardId} (${reward.points} points).`,
        changes,
      });
      await announceRestaurantChange(tx, restaurantId);
    });
    return { data: await listRewards(db, restaurantId) };
  });

  route(app, 'deleteReward', async (request) => {
    const user = userOf(request);
    const { restaurantId, rewardId } = request.params;
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(rewards)
        .where(and(eq(rewards.restaurantId, restaurantId), eq(rewards.id, rewardId)))
        .returning();
      if (!removed) throw new HttpError(404, 'There is no such reward.');
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'rewards',
        summary: `Removed reward ${removed.name ?? rewardId}.`,
        changes: { reward: { from: { ...removed, restaurantId: undefined }, to: null } },
      });
      await announceRestaurantChange(tx, restaurantId);
    });
    return { data: await listRewards(db, restaurantId) };
  });
}
