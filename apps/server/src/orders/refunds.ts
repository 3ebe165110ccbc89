import { type Cents, refundTooMuchMessage } from '@orderly/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { OrderPayments } from '../payments/payments.ts';
import { findRefund, markRefundSent, refundPartOfOrder, unconfirmedRefunds } from './refunds-repository.ts';

/**
 * Money given back on an order. Each refund is a row (who, when, why, how much) written in the
 * same statement that raises the order's refunded total, which can never pass the amount paid
 * (`refunds-repository.ts`); the provider is asked afterwards with the row's id as idempotency
 * key, and the reconciler asks again for any row it has not confirmed, so a crash in between loses
 * nothing and doubles nothing.
 */

export const notPaidOnlineMessage = 'This order was not paid online: give its money back at the counter.';

export const alreadyCancelledMessage = 'This order is already cancelled.';

/**
 * A part of an online payment given back (an item, a fixed amount), never more than what is left
 * (one statement, see `refundPartOfOrder`). Answers the refund row's id; refuses with a sentence
 * staff can act on.
 */
export async function refundPart(
  db: Db,
  input: { orderId: string; amount: Cents; reason: string; staffUserId: string; now: Date },
): Promise<string> {
  const outcome = await refundPartOfOrder(db, input);
  if (!outcome) throw new HttpError(404, 'Sorry, we could not find that order.');
  if (outcome.refundId) return outcome.refundId;
  if (!outcome.online) throw new HttpError(400, notPaidOnlineMessage);
  throw new HttpError(400, refundTooMuchMessage(outcome.rest));
}

/**
 * Asks the provider to pay a refund row back (safe to repeat: the row's id is the key). Answers
 * the order's id when the refund was confirmed now.
 */
export async function sendRefund(db: Db, payments: OrderPayments, refundId: string): Promise<string | null> {
  const row = await findRefund(db, refundId);
  if (!row?.chargeId || row.refundedAt) return null;
  const { refundId: providerRefundId } = await payments.refund(row.chargeId, row.amount, `refund:${row.id}`);
  await markRefundSent(db, row.id, providerRefundId, new Date());
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
  const ids = await unconfirmedRefunds(db, new Date(clock.now().getTime() - 10_000));
  let sent = 0;
  for (const id of ids) {
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
