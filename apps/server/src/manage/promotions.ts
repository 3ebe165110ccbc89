import { topics } from '@orderly/client/protocol';
import type { DataOf } from '@orderly/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { locations, promoCodes, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { changedFields, recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager, requireWholeRestaurantManager } from './manager-access.ts';

type PromoCodes = DataOf<'listPromoCodes'>;

async function listPromoCodes(db: Db, restaurantId: string): Promise<PromoCodes> {
  const [restaurant] = await db
    .select({ settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
  const rows = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.restaurantId, restaurantId))
    .orderBy(asc(promoCodes.code));
  return {
    promoCodes: rows.map(({ restaurantId: _r, ...promo }) => promo),
    promoCodesEnabled: restaurant.settings.promoCodesEnabled,
  };
}

/** Open customer screens of every location read the restaurant again once the transaction commits. */
export async function announceRestaurantChange(tx: Db, restaurantId: string) {
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId));
  const changed = rows.map((row) => topics.location(restaurantId, row.id));
  if (changed.length > 0) await tx.execute(sql`select ${LiveHub.notices(changed)}`);
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/**
 * Promo codes (SPEC.md section 3: code, active, valid weekdays, frequency, discount, cap), checked
 * by the restaurant document's schema. Orders read them from the database when they are placed.
 */
export function registerPromotionRoutes(app: FastifyInstance, { db }: ManageRouteDeps) {
  route(app, 'listPromoCodes', async (request) => {
    const user = userOf(request);
    await requireManager(db, user.id, request.params.restaurantId);
    return { data: await listPromoCodes(db, request.params.restaurantId) };
  });

  route(app, 'savePromoCode', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const original = request.params.code.toUpperCase();
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    const promo = request.body;
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.restaurantId, restaurantId), eq(promoCodes.code, original)));
      if (promo.code !== original) {
        const [taken] = await tx
          .select({ code: promoCodes.code })
          .from(promoCodes)
          .where(and(eq(promoCodes.restaurantId, restaurantId), eq(promoCodes.code, promo.code)));
        if (taken) throw new HttpError(409, `There is already a promo code ${promo.code}.`);
        if (before) {
          await tx
            .delete(promoCodes)
            .where(and(eq(promoCodes.restaurantId, restaurantId), eq(promoCodes.code, original)));
        }
      }
      const { code: _code, ...fields } = promo;
      await tx
        .insert(promoCodes)
        .values({ ...promo, restaurantId })
        .onConflictDoUpdate({ target: [promoCodes.restaurantId, promoCodes.code], set: fields });
      const changes = changedFields(before ?? {}, { ...promo });
      if (Object.keys(changes).length === 0) return;
      const verb = !before ? 'Added' : promo.code !== original ? `Renamed ${original} to` : 'Changed';
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'promotions',
        summary: `${verb} promo code ${promo.code} (${percent(promo.discount)} off${promo.active ? '' : ', inactive'}).`,
        changes,
      });
    });
    return { data: await listPromoCodes(db, restaurantId) };
  });

  route(app, 'deletePromoCode', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const code = request.params.code.toUpperCase();
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(promoCodes)
        .where(and(eq(promoCodes.restaurantId, restaurantId), eq(promoCodes.code, code)))
        .returning();
      if (!removed) throw new HttpError(404, `There is no promo code ${code}.`);
      const { restaurantId: _r, ...was } = removed;
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'promotions',
        summary: `Removed promo code ${code}.`,
        changes: { promoCode: { from: was, to: null } },
      });
    });
    return { data: await listPromoCodes(db, restaurantId) };
  });
}
