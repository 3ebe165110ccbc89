import type { Cents } from '@orderly/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { databaseErrorCode } from '../db/database-errors.ts';
import { paymentAttempts, paymentVoids } from '../db/schema.ts';

/**
 * The payment attempts repository: every statement about the payment half of an order (an attempt
 * is recorded before the provider is called, its id is the order's id and the provider's
 * idempotency key) and about voided attempts whose charge is given back. The rules of when each
 * runs are in `payment-attempts.ts`, `place-order-charge.ts` and `payment-reconciler.ts`.
 */

export type PaymentVoidRow = typeof paymentVoids.$inferSelect;

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

/** PostgreSQL's foreign_key_violation: the attempt is referenced by its order (or a tab's payment). */
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
          and not exists (select 1 from tab_payments where payment_attempt_id = ${attemptId})
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
    await db.execute(sql`select 1 from orders where payment_attempt_id = ${attemptId}
      union all select 1 from tab_payments where payment_attempt_id = ${attemptId} limit 1`),
  );
  return order.length > 0 ? 'completed' : 'closed';
}

/** The rows of a raw statement, whichever engine ran it (both drivers answer `{ rows }`). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

/** Attempts whose lease ended before `before` and that have no order (nor a tab payment). */
export async function staleAttempts(db: Db, before: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.open, true),
        sql`${paymentAttempts.leaseUntil} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from orders where orders.payment_attempt_id = ${paymentAttempts.id})`,
        sql`not exists (select 1 from tab_payments where tab_payments.payment_attempt_id = ${paymentAttempts.id})`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One void; null when there is none with this id. */
export async function findVoid(db: Db, voidId: string): Promise<PaymentVoidRow | null> {
  const [row] = await db.select().from(paymentVoids).where(eq(paymentVoids.id, voidId));
  return row ?? null;
}

/** Notes that the void's charge was given back (or that there was none to give back). */
export async function markVoidSettled(
  db: Db,
  voidId: string,
  settled: { settledAt: Date; providerRefundId: string | null; chargeId: string | null },
): Promise<void> {
  await db.update(paymentVoids).set(settled).where(eq(paymentVoids.id, voidId));
}

/** Voids whose charge has not been given back yet. */
export async function unsettledVoids(db: Db, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: paymentVoids.id })
    .from(paymentVoids)
    .where(sql`${paymentVoids.settledAt} is null`)
    .limit(limit);
  return rows.map((row) => row.id);
}
