import type { Remembered } from '../payments/idempotency.ts';
import { holdKitchenPlace, kitchenPlan, placeInKitchen } from './place-order-capacity.ts';
import { chargeOrder, reserveOrderId } from './place-order-charge.ts';
import { loadOrderContext } from './place-order-context.ts';
import { confirmLimitsAtWrite } from './place-order-limits.ts';
import { price } from './place-order-pricing.ts';
import type { CreatedOrderResponse, PlaceOrderDeps, PlaceOrderRequest } from './place-order-request.ts';
import { checkOrderRules, readyAt, textUpdatesNumber } from './place-order-rules.ts';
import { recordOrder, tableNumberOf } from './place-order-write.ts';

export type { CreatedOrderResponse, PlaceOrderDeps, PlaceOrderRequest } from './place-order-request.ts';

/**
 * Places an order, step by step (each step in its own module):
 *
 *   load context   the location, menu, table, customer, courier booking, rewards; the promo code
 *                  checked again (place-order-context.ts)
 *   price          the domain's priceOrder from the database's catalogue; the client's prices are
 *                  never read
 *   check rules    SPEC.md section 5 in the spec's order, then the server's own (place-order-rules.ts)
 *   kitchen        with capacity pacing, the promise is the earliest time the kitchen has room
 *                  for (ASAP) or the chosen time's window must have room (place-order-capacity.ts)
 *   reserve, pay   the order's id, then the card charged for online payment, recorded as a payment
 *                  attempt first (place-order-charge.ts)
 *   write          the number, then the order with everything that goes with it in one statement;
 *                  an order resting on the customer's limits (points, first order, a promo's
 *                  frequency) holds their row and checks those again first (place-order-limits.ts);
 *                  a paced order holds the location's row and takes its window's place again;
 *                  a failed write gives the charge back (place-order-write.ts, orders-repository.ts)
 *   respond        the create response (SPEC.md section 3)
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  request: PlaceOrderRequest,
  /**
   * Given the order's response before it is written, the response to store for the request's
   * Idempotency-Key in the same statement as the order.
   */
  alongside?: (order: CreatedOrderResponse) => Remembered | undefined,
  /** The order id reserved for the request's Idempotency-Key: a retry pays and writes under it. */
  reservedId?: string,
): Promise<CreatedOrderResponse> {
  const context = await loadOrderContext(deps.db, request, deps.clock.now());
  const pricing = price(context);
  const checked = checkOrderRules(context, pricing);
  const smsTo = textUpdatesNumber(context, deps.texts ?? false);
  const plan = kitchenPlan(context, pricing, checked, readyAt(context, pricing, checked));
  // Read before paying, so most diners a full window refuses are never charged; taken again under
  // the location's lock at the write, where the promise is settled.
  const place = await placeInKitchen(deps.db, context, plan);

  const orderId = await reserveOrderId(deps, checked.courierDetails, reservedId);
  const payment = await chargeOrder(deps, context, {
    orderId,
    method: context.paymentMethod === 'online' ? 'online' : 'offline',
    total: pricing.total,
  });

  const respond = (
    orderNumber: number,
    completedAt: string,
    visitRound: number | null,
  ): CreatedOrderResponse => ({
    orderNumber,
    tableNumber: tableNumberOf(context),
    pointsEarned: pricing.pointsEarned,
    orderId: payment.orderId,
    total: pricing.total,
    completedAt,
    visitRound,
  });
  const settled = { pricing, payment, courierDetails: checked.courierDetails, place, smsTo };
  const confirmLimits = confirmLimitsAtWrite(context, pricing);
  const confirmKitchen = holdKitchenPlace(context, plan);
  const written = await recordOrder(deps, context, settled, {
    respond,
    alongside,
    confirmLimits,
    confirmKitchen,
  });
  return respond(written.orderNumber, written.completedAt, written.visitRound);
}
