import type { Cents } from '@orderly/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { paymentAttempts, paymentVoids } from '../db/schema.ts';
import type { OrderPayments } from './payments.ts';

/**
 * The payment half of an order, recorded before the provider is called: the attempt's id is the
 * order's id and the provider's idempotency key, so a charge can always be found again, and the
 * order references its attempt as open, so an attempt is either completed by its order or voided
 * (and its charge given back), never both and never neither.
 */

export interface NewAttempt {
  id: string;
  restaurantId: string;
  userId: string | null;
  customerId: string;
  amount: Cents;
  leaseUntil: Date;
}

/**
 * Opens the attempt, or renews it for a take-over of the same request (same id, customer and
 * amount, still open). False when that id cannot be paid under any more: it was voided, or the
 * amount or card changed since; the caller then pays under a new id.
 */
export async function openAttempt(db: Db, attempt: NewAttempt): Promise<boolean> {
  const rows = await db
    .insert(paymentAttempts)
    .values({ ...attempt, currency: 'cad' })
    .onConflictDoUpdate({
      target: paymentAttempts.id,
      set: { leaseUntil: sql`excluded.lease_until` },
      setWhere: sql`${paymentAttempts.open}
        and ${paymentAttempts.amount} = excluded.amount
        and ${paymentAttempts.customerId} = excluded.customer_id`,
    })
    .returning({ id: paymentAttempts.id });
  return rows.length === 1;
}

export async function recordCharge(db: Db, attemptId: string, chargeId: string) {
  await db.update(paymentAttempts).set({ chargeId }).where(eq(paymentAttempts.id, attemptId));
}

/** PostgreSQL's foreign_key_violation: the attempt is referenced by its order. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Closes an open attempt that has no order and records its void, in one statement. 'completed'
 * when its order exists (then nothing is voided), 'voided' when this call voided it, 'closed' when
 * it was voided before (or never opened).
 */
export async function voidAttempt(
  db: Db,
  attemptId: string,
  reason: string,
): Promise<'voided' | 'completed' | 'closed'> {
  try {
    const result = rowsOf(
      await db.execute(sql`
      with closed as (
        update payment_attempts set open = false
        where id = ${attemptId} and open
          and not exists (select 1 from orders where payment_attempt_id = ${attemptId})
        returning id, restaurant_id, customer_id, amount, charge_id
      )
      insert into payment_voids (id, restaurant_id, customer_id, amount, charge_id, reason)
      select id, restaurant_id, customer_id, amount, charge_id, ${reason} from closed
      on conflict (id) do nothing
      returning id`),
    );
    if (result.length > 0) return 'voided';
  } catch (error) {
    if (databaseErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    return 'completed';
  }
  const order = rowsOf(
    await db.execute(sql`select 1 from orders where payment_attempt_id = ${attemptId} limit 1`),
  );
  return order.length > 0 ? 'completed' : 'closed';
}

/** The rows of a raw statement, whichever engine ran it (both drivers answer `{ rows }`). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

/** PostgreSQL's SQLSTATE of a failed statement (drivers wrap it differently). */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Gives back whatever the provider charged under a voided attempt's key (found by its id if it
 * was recorded, otherwise by asking the provider), then marks the void settled. Safe to repeat:
 * the refund's idempotency key is the void's.
 */
export async function settleVoid(db: Db, payments: OrderPayments, voidId: string): Promise<void> {
  const [row] = await db.select().from(paymentVoids).where(eq(paymentVoids.id, voidId));
  if (!row) return;
  const found = await payments.chargeMadeWith({
    customerId: row.customerId,
    idempotencyKey: row.id,
    since: new Date(row.createdAt.getTime() - 24 * 60 * 60_000),
  });
  let providerRefundId: string | null = row.providerRefundId;
  if (found && found.amount > found.refunded) {
    ({ refundId: providerRefundId } = await payments.refund(
      found.chargeId,
      found.amount - found.refunded,
      `void:${row.id}`,
    ));
  }
  await db
    .update(paymentVoids)
    .set({ settledAt: new Date(), providerRefundId, chargeId: found?.chargeId ?? row.chargeId })
    .where(eq(paymentVoids.id, row.id));
}

/** Voids the attempt of an order that will not be written, and gives its charge back at once. */
export async function abandonAttempt(db: Db, payments: OrderPayments, attemptId: string, reason: string) {
  const outcome = await voidAttempt(db, attemptId, reason);
  // 'closed': voided before (by the reconciler while this request ran): settle again, since this
  // request's charge may have reached the provider after that void was settled.
  if (outcome !== 'completed') await settleVoid(db, payments, attemptId);
  return outcome;
}

/** Attempts whose lease ended more than `graceMs` ago and that have no order. */
export async function staleAttempts(db: Db, clock: Clock, graceMs: number, limit = 100) {
  const before = new Date(clock.now().getTime() - graceMs);
  const rows = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.open, true),
        sql`${paymentAttempts.leaseUntil} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from orders where orders.payment_attempt_id = ${paymentAttempts.id})`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function unsettledVoids(db: Db, limit = 100) {
  const rows = await db
    .select({ id: paymentVoids.id })
    .from(paymentVoids)
    .where(sql`${paymentVoids.settledAt} is null`)
    .limit(limit);
  return rows.map((row) => row.id);
}
