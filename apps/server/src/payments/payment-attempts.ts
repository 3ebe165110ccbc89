import type { Db } from '../db/client.ts';
import { findVoid, markVoidSettled, voidAttempt } from './payment-attempts-repository.ts';
import type { OrderPayments } from './payments.ts';

/**
 * The payment half of an order, recorded before the provider is called: the attempt's id is the
 * order's id and the provider's idempotency key, so a charge can always be found again, and the
 * order references its attempt as open, so an attempt is either completed by its order or voided
 * (and its charge given back), never both and never neither. The statements are in
 * `payment-attempts-repository.ts`; this module asks the provider.
 */

/**
 * Gives back whatever the provider charged under a voided attempt's key (found by its id if it
 * was recorded, otherwise by asking the provider), then marks the void settled. Safe to repeat:
 * the refund's idempotency key is the void's.
 */
export async function settleVoid(db: Db, payments: OrderPayments, voidId: string): Promise<void> {
  const row = await findVoid(db, voidId);
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
  await markVoidSettled(db, row.id, {
    settledAt: new Date(),
    providerRefundId,
    chargeId: found?.chargeId ?? row.chargeId,
  });
}

/** Voids the attempt of an order that will not be written, and gives its charge back at once. */
export async function abandonAttempt(db: Db, payments: OrderPayments, attemptId: string, reason: string) {
  const outcome = await voidAttempt(db, attemptId, reason);
  // 'closed': voided before (by the reconciler while this request ran): settle again, since this
  // request's charge may have reached the provider after that void was settled.
  if (outcome !== 'completed') await settleVoid(db, payments, attemptId);
  return outcome;
}
