import { randomUUID } from 'node:crypto';
import { type Cents, messages, type PlacedPaymentMethod } from '@orderly/domain';
import { HttpError } from '../http/errors.ts';
import { KEY_LEASE_MS } from '../payments/idempotency.ts';
import { abandonAttempt } from '../payments/payment-attempts.ts';
import { openAttempt, recordCharge } from '../payments/payment-attempts-repository.ts';
import { isCardDeclined } from '../payments/payments.ts';
import { orderExists } from './orders-repository.ts';
import type { OrderContext } from './place-order-context.ts';
import type { PlaceOrderDeps } from './place-order-request.ts';
import type { OrderCourierDetails } from './place-order-rules.ts';

/** How an order was paid: its id (the payment attempt's and the provider's key) and the charge. */
export interface OrderPayment {
  orderId: string;
  /** The provider's charge; null when nothing was charged (in person, or a total of 0). */
  chargeId: string | null;
  /** The payment attempt the order completes (its id is the order's); null when nothing was charged. */
  attemptId: string | null;
}

/**
 * The order's id. A courier delivery was booked under it (create_delivery): one delivery, one order,
 * so a booking an order already has is refused. A retry of the same request carries the same booking,
 * or the id reserved for its Idempotency-Key, so it keeps the same id either way.
 */
export async function reserveOrderId(
  deps: Pick<PlaceOrderDeps, 'db'>,
  courierDetails: OrderCourierDetails | null,
  reservedId: string | undefined,
): Promise<string> {
  if (courierDetails && (await orderExists(deps.db, courierDetails.external_delivery_id)))
    throw new HttpError(409, messages.courierError);
  return courierDetails?.external_delivery_id ?? reservedId ?? randomUUID();
}

/**
 * Charges an online payment before anything is written, so no database lock is held during the
 * call. The payment attempt is recorded first (its id is the order's id and the provider's
 * idempotency key): a crash from here on leaves an attempt that a retry completes or the reconciler
 * voids. A refused or unknown charge gives back whatever the provider may have taken.
 */
export async function chargeOrder(
  deps: PlaceOrderDeps,
  context: OrderContext,
  payment: { orderId: string; method: PlacedPaymentMethod; total: Cents },
): Promise<OrderPayment> {
  const { db } = deps;
  const { body, user, userId, now } = context;
  let { orderId } = payment;
  if (payment.method !== 'online' || payment.total <= 0) return { orderId, chargeId: null, attemptId: null };

  if (!user?.paymentCustomerId) throw new HttpError(400, messages.addCard);
  const attempt = {
    restaurantId: body.restaurantId,
    userId,
    customerId: user.paymentCustomerId,
    amount: payment.total,
    leaseUntil: new Date(now.getTime() + KEY_LEASE_MS),
  };
  if (!(await openAttempt(db, { id: orderId, ...attempt }))) {
    // A retry whose first attempt was voided, or whose amount or card changed since: that
    // attempt's charge goes back and this one is paid under a new id.
    await abandonAttempt(db, deps.payments, orderId, 'retried with another amount or card').catch(
      (error: unknown) => deps.log?.(error, 'could not void a replaced payment attempt'),
    );
    orderId = randomUUID();
    await openAttempt(db, { id: orderId, ...attempt });
  }
  // The attempt's id is the order's: the reconciler's lines about it name the same id.
  deps.note?.({ orderId, amount: payment.total }, 'payment attempt opened');
  let chargeId: string;
  try {
    ({ chargeId } = await deps.payments.charge({
      customerId: user.paymentCustomerId,
      amount: payment.total,
      currency: 'cad',
      description: `${context.view.name} order`,
      idempotencyKey: orderId,
      metadata: { orderId, restaurantId: body.restaurantId, locationId: body.locationId },
    }));
  } catch (error) {
    // Refused or unknown: whatever the provider may have charged under this key goes back.
    await abandonAttempt(db, deps.payments, orderId, 'the charge failed').catch((failure: unknown) =>
      deps.log?.(failure, 'could not void a failed payment attempt; the reconciler will'),
    );
    if (isCardDeclined(error)) throw new HttpError(402, messages.cardDeclined);
    throw error;
  }
  await recordCharge(db, orderId, chargeId);
  return { orderId, chargeId, attemptId: orderId };
}

/**
 * The order could not be written: its charge goes back (unless a take-over of the same request
 * wrote the order meanwhile: then the attempt is completed and its stored response stands).
 */
export async function giveBackUnwrittenCharge(deps: PlaceOrderDeps, payment: OrderPayment): Promise<void> {
  if (!payment.attemptId) return;
  await abandonAttempt(deps.db, deps.payments, payment.attemptId, 'the order could not be written').catch(
    (failure: unknown) => deps.log?.(failure, 'could not void a payment attempt; the reconciler will'),
  );
}
