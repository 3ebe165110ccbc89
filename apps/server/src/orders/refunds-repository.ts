import { randomUUID } from 'node:crypto';
import type { Cents } from '@orderly/domain';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refunds } from '../db/schema.ts';

/**
 * The refunds repository: every statement about money given back on an order. Cancelling and a
 * partial refund are each one statement that writes the refund row and raises the order's
 * refunded total together (never past the amount paid); the provider is told afterwards
 * (`refunds.ts`), and the row says whether it confirmed.
 */

export type RefundRow = typeof refunds.$inferSelect;

/** The rows of a raw statement, whichever engine ran it (both drivers answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export interface CancelOutcome {
  /** The refund row of the rest of an online payment (null: nothing paid online, or all refunded). */
  refundId: string | null;
  refundAmount: Cents;
  userId: string | null;
}

/**
 * Cancels an order in one statement: status and reason; for an order paid online, a refund of
 * whatever was not refunded yet; the customer's points (those spent on rewards come back, those
 * the order earned go). Null when the order was already cancelled or its status changed meanwhile,
 * or, with `unacknowledgedOnly` (the automatic rejection), when someone acknowledged it meanwhile.
 */
export async function cancelOrder(
  db: Db,
  input: {
    orderId: string;
    fromStatus: string;
    reason: string;
    /** Who cancelled it; null: the platform (an unconfirmed order rejected by itself). */
    staffUserId: string | null;
    now: Date;
    unacknowledgedOnly?: boolean;
  },
): Promise<CancelOutcome | null> {
  const refundId = randomUUID();
  const rows = rowsOf<{ user_id: string | null; rest: number; online: boolean }>(
    await db.execute(sql`
    with prior as (
      select id, user_id, restaurant_id, points_earned, points_redeemed, payment_charge_id,
             total - total_refund_amount as rest,
             (payment_method = 'online' and payment_charge_id is not null) as online
      from orders
      where id = ${input.orderId} and status = ${input.fromStatus} and status <> 'Cancelled'
        ${input.unacknowledgedOnly ? sql`and acknowledged_at is null` : sql``}
      for update
    ),
    cancelled as (
      update orders set
        status = 'Cancelled',
        cancel_reason = ${input.reason},
        total_refund_amount = case when prior.online then orders.total else orders.total_refund_amount end
      from prior where orders.id = prior.id
      returning orders.id
    ),
    refund as (
      insert into refunds (id, order_id, description, amount, created_at, created_by, kind, charge_id)
      select ${refundId}, prior.id, ${input.reason}, prior.rest, ${input.now.toISOString()}::timestamptz,
             ${input.staffUserId}, 'cancellation', prior.payment_charge_id
      from prior where prior.online and prior.rest > 0
      returning id
    ),
    points as (
      update user_restaurants set
        reward_points = greatest(0, user_restaurants.reward_points + prior.points_redeemed - prior.points_earned)
      from prior
      where user_restaurants.user_id = prior.user_id and user_restaurants.restaurant_id = prior.restaurant_id
      returning user_restaurants.user_id
    )
    select prior.user_id, prior.rest, prior.online,
           (select count(*) from cancelled) as cancelled, (select count(*) from refund) as refunded,
           (select count(*) from points) as points
    from prior`),
  );
  const row = rows[0];
  if (!row) return null;
  const refunded = row.online && Number(row.rest) > 0;
  return {
    refundId: refunded ? refundId : null,
    refundAmount: refunded ? Number(row.rest) : 0,
    userId: row.user_id,
  };
}

/** What a partial refund's statement found: whether it wrote the refund, and why not. */
export interface PartRefundOutcome {
  /** The refund row's id when it was written. */
  refundId: string | null;
  /** The order was paid online (only such an order can be refunded here). */
  online: boolean;
  /** What was left to refund before this statement. */
  rest: Cents;
}

/**
 * A part of an online payment given back, in one statement: the refund row is written and the
 * order's refunded total raised only if the order was paid online and `amount` is not more than
 * what is left. Null when there is no such order.
 */
export async function refundPartOfOrder(
  db: Db,
  input: { orderId: string; amount: Cents; reason: string; staffUserId: string; now: Date },
): Promise<PartRefundOutcome | null> {
  const refundId = randomUUID();
  const rows = rowsOf<{ refunded: number; online: boolean; rest: number }>(
    await db.execute(sql`
    with prior as (
      select id, payment_charge_id, total - total_refund_amount as rest,
             (payment_method = 'online' and payment_charge_id is not null) as online
      from orders where id = ${input.orderId}
      for update
    ),
    raised as (
      update orders set total_refund_amount = orders.total_refund_amount + ${input.amount}
      from prior
      where orders.id = prior.id and prior.online and prior.rest >= ${input.amount}
      returning orders.id
    ),
    refund as (
      insert into refunds (id, order_id, description, amount, created_at, created_by, kind, charge_id)
      select ${refundId}, prior.id, ${input.reason}, ${input.amount}, ${input.now.toISOString()}::timestamptz,
             ${input.staffUserId}, 'partial', prior.payment_charge_id
      from prior join raised on raised.id = prior.id
      returning id
    )
    select (select count(*) from refund) as refunded, prior.online, prior.rest from prior`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    refundId: Number(row.refunded) === 1 ? refundId : null,
    online: row.online,
    rest: Number(row.rest),
  };
}

/** An order's refunds, oldest first. */
export function refundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/** One refund row; null when there is none with this id. */
export async function findRefund(db: Db, refundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row ?? null;
}

/** Notes the provider's confirmation of a refund (the first confirmation stays). */
export async function markRefundSent(
  db: Db,
  refundId: string,
  providerRefundId: string,
  refundedAt: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({ providerRefundId, refundedAt })
    .where(and(eq(refunds.id, refundId), isNull(refunds.refundedAt)));
}

/** Refunds of a charge the provider has not confirmed, written before `before` (at most `limit`). */
export async function unconfirmedRefunds(db: Db, before: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(isNotNull(refunds.chargeId), isNull(refunds.refundedAt), lt(refunds.createdAt, before)))
    .limit(limit);
  return rows.map((row) => row.id);
}
