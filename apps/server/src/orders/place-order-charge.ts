import { randomUUID } from 'node:crypto';
import { type Cents, messages, type PlacedPaymentMethod } from '@orderly/domain';
import { HttpError } from '../http/errors.ts';
import { abandonAttempt, chargeUnderAttempt } from '../payments/payment-attempts.ts';
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
  const { body, user, userId, now } = context;
  const { orderId } = payment;
  if (payment.method !== 'online' || payment.total <= 0) return { orderId, chargeId: null, attemptId: null };

  if (!user?.paymentCustomerId) throw new HttpError(400, messages.addCard);
  const paid = await chargeUnderAttempt(
    deps,
    {
      id: orderId,
      restaurantId: body.restaurantId,
      userId,
      customerId: user.paymentCustomerId,
      amount: payment.total,
      now,
      description: `${context.view.name} order`,
      metadata: { restaurantId: body.restaurantId, locationId: body.locationId },
      idKey: 'orderId',
    },
    // The attempt's id is the order's: the reconciler's lines about it name the same id.
    (id) => deps.note?.({ orderId: id, amount: payment.total }, 'payment attempt opened'),
  );
  return { orderId: paid.id, chargeId: paid.chargeId, attemptId: paid.id };
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
