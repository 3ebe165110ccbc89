import { randomUUID } from 'node:crypto';
import { type Cents, formatMoney, refundTooMuchMessage } from '@orderly/domain';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { OrderPayments } from './payments.ts';

/**
 * Money given back on an order. Each refund is a row (who, when, why, how much) written in the
 * same statement that raises the order's refunded total, which can never pass the amount paid;
 * the provider is asked afterwards with the row's id as idempotency key, and the reconciler asks
 * again for any row it has not confirmed, so a crash in between loses nothing and doubles nothing.
 */

export const notPaidOnlineMessage = 'This order was not paid online: give its money back at the counter.';

export const alreadyCancelledMessage = 'This order is already cancelled.';

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
 * the order earned go). Null when the order was already cancelled or its status changed meanwhile.
 */
export async function cancelOrder(
  db: Db,
  input: { orderId: string; fromStatus: string; reason: string; staffUserId: string; now: Date },
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

/**
 * A part of an online payment given back (an item, a fixed amount), never more than what is left.
 * Answers the refund row's id; refuses with a sentence staff can act on.
 */
export async function refundPart(
  db: Db,
  input: { orderId: string; amount: Cents; reason: string; staffUserId: string; now: Date },
): Promise<string> {
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
  if (!row) throw new HttpError(404, 'Sorry, we could not find that order.');
  if (Number(row.refunded) === 1) return refundId;
  if (!row.online) throw new HttpError(400, notPaidOnlineMessage);
  throw new HttpError(400, refundTooMuchMessage(Number(row.rest)));
}

/**
 * Asks the provider to pay a refund row back (safe to repeat: the row's id is the key). Answers
 * the order's id when the refund was confirmed now.
 */
export async function sendRefund(db: Db, payments: OrderPayments, refundId: string): Promise<string | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row?.chargeId || row.refundedAt) return null;
  const { refundId: providerRefundId } = await payments.refund(row.chargeId, row.amount, `refund:${row.id}`);
  await db
    .update(refunds)
    .set({ providerRefundId, refundedAt: new Date() })
    .where(and(eq(refunds.id, row.id), isNull(refunds.refundedAt)));
  return row.orderId;
}

/**
 * Sends every refund the provider has not confirmed and that is older than a few seconds (younger
 * ones are being sent by their request). Answers how many were sent.
 */
export async function sendPendingRefunds(
  db: Db,
  payments: OrderPayments,
  clock: Clock,
  onFailure: (error: unknown, refundId: string) => void,
  /** Told of each order whose refund the provider confirmed now (its screens show it). */
  onSent: (orderId: string) => Promise<unknown> = async () => undefined,
): Promise<number> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        isNotNull(refunds.chargeId),
        isNull(refunds.refundedAt),
        lt(refunds.createdAt, new Date(clock.now().getTime() - 10_000)),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const { id } of rows) {
    try {
      const orderId = await sendRefund(db, payments, id);
      sent++;
      if (orderId) await onSent(orderId);
    } catch (error) {
      onFailure(error, id);
    }
  }
  return sent;
}

/** The e-mail a customer gets when staff cancel their order. */
export function cancellationMail(input: {
  to: string;
  name: string;
  restaurantName: string;
  orderNumber: number;
  reason: string;
  refundAmount: Cents;
  pointsBack: number;
}) {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const refund =
    input.refundAmount > 0
      ? `We have refunded ${formatMoney(input.refundAmount)} to your card; it can take 5–10 business days to appear on your statement.`
      : '';
  const points =
    input.pointsBack > 0
      ? `The ${input.pointsBack} points you spent on rewards are back in your account.`
      : '';
  const lines = [
    greeting,
    `${input.restaurantName} cancelled your order #${input.orderNumber}.`,
    `Reason: ${input.reason}`,
    refund,
    points,
    'We are sorry for the trouble.',
  ].filter(Boolean);
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to: input.to,
    subject: `Your order #${input.orderNumber} was cancelled`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
