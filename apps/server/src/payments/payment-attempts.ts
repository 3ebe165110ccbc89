import { randomUUID } from 'node:crypto';
import { type Cents, messages } from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { KEY_LEASE_MS } from './idempotency.ts';
import {
  findVoid,
  markVoidSettled,
  openAttempt,
  recordCharge,
  voidAttempt,
} from './payment-attempts-repository.ts';
import { isCardDeclined, type OrderPayments } from './payments.ts';

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

export interface AttemptCharge {
  /** The attempt's id, the provider's idempotency key and the id of what it pays for. */
  id: string;
  restaurantId: string;
  userId: string | null;
  customerId: string;
  amount: Cents;
  now: Date;
  description: string;
  /** The provider's metadata; `id` is added under `idKey`. */
  metadata: Record<string, string>;
  idKey: string;
}

/**
 * Charges a saved card under a payment attempt recorded first (decision 0060's pattern, for an
 * order or a part of a table's tab). A retry whose attempt was voided, or whose amount or card
 * changed since, gives that attempt's charge back and pays under a new id. A refused or unknown
 * charge gives back whatever the provider may have taken (402 for a declined card). Answers the id
 * it paid under (the attempt's) and the charge.
 */
export async function chargeUnderAttempt(
  deps: { db: Db; payments: OrderPayments; log?: (error: unknown, message: string) => void },
  charge: AttemptCharge,
  opened?: (id: string) => void,
): Promise<{ id: string; chargeId: string }> {
  const { db } = deps;
  const attempt = {
    restaurantId: charge.restaurantId,
    userId: charge.userId,
    customerId: charge.customerId,
    amount: charge.amount,
    leaseUntil: new Date(charge.now.getTime() + KEY_LEASE_MS),
  };
  let id = charge.id;
  if (!(await openAttempt(db, { id, ...attempt }))) {
    await abandonAttempt(db, deps.payments, id, 'retried with another amount or card').catch(
      (error: unknown) => deps.log?.(error, 'could not void a replaced payment attempt'),
    );
    id = randomUUID();
    await openAttempt(db, { id, ...attempt });
  }
  opened?.(id);
  let chargeId: string;
  try {
    ({ chargeId } = await deps.payments.charge({
      customerId: charge.customerId,
      amount: charge.amount,
      currency: 'cad',
      description: charge.description,
      idempotencyKey: id,
      metadata: { [charge.idKey]: id, ...charge.metadata },
    }));
  } catch (error) {
    await abandonAttempt(db, deps.payments, id, 'the charge failed').catch((failure: unknown) =>
      deps.log?.(failure, 'could not void a failed payment attempt; the reconciler will'),
    );
    if (isCardDeclined(error)) throw new HttpError(402, messages.cardDeclined);
    throw error;
  }
  await recordCharge(db, id, chargeId);
  return { id, chargeId };
}
