import { randomUUID } from 'node:crypto';
import { queueItems, topics, visitPublications } from '@orderly/client/protocol';
import { messages, newOrderNotification, type OrderPricing, orderAmounts } from '@orderly/domain';
import { databaseErrorCode } from '../db/database-errors.ts';
import { HttpError } from '../http/errors.ts';
import { fromThisRequest, keyed } from '../live/live-hub.ts';
import type { Remembered } from '../payments/idempotency.ts';
import { takeVisitRound, type VisitRound } from '../tables/table-visits.ts';
import { queueDinerNotice } from './notices-repository.ts';
import { findOrder, type PlacedOrderRow, takeOrderNumber, writeOrder } from './orders-repository.ts';
import type { KitchenCheck, KitchenPlace } from './place-order-capacity.ts';
import { giveBackUnwrittenCharge, type OrderPayment } from './place-order-charge.ts';
import type { OrderContext } from './place-order-context.ts';
import type { LimitsCheck } from './place-order-limits.ts';
import type { CreatedOrderResponse, PlaceOrderDeps } from './place-order-request.ts';
import type { OrderCourierDetails } from './place-order-rules.ts';
import { queuePrintJobs } from './print-jobs-repository.ts';
import { renderOrderTickets } from './print-tickets.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** What the rules and the payment settled, written with the order. */
export interface SettledOrder {
  pricing: OrderPricing;
  payment: OrderPayment;
  courierDetails: OrderCourierDetails | null;
  /** Its promise and its place in the kitchen's windows, as read before paying. */
  place: KitchenPlace;
  /** The diner's mobile in E.164 when they said yes to texts (decision 0095), else null. */
  smsTo: string | null;
}

/** The order's row as placing writes it (every amount from the server's pricing). */
function placedRow(
  context: OrderContext,
  settled: SettledOrder,
  place: KitchenPlace,
  orderNumber: number,
  round: VisitRound | null,
): PlacedOrderRow {
  const { body, user, userId, table, now } = context;
  const { pricing, payment } = settled;
  const { orderType } = context;
  const delivery = orderType === 'Delivery';
  return {
    id: payment.orderId,
    restaurantId: body.restaurantId,
    locationId: body.locationId,
    userId,
    orderNumber,
    createdAt: now,
    completedAt: new Date(place.completedAt),
    orderType: orderType as PlacedOrderRow['orderType'],
    paymentMethod: context.paymentMethod as PlacedOrderRow['paymentMethod'],
    status: 'New',
    sourceClient: body.sourceClient,
    notes: body.notes,
    tableId: table?.id ?? null,
    tableNumber: tableNumberOf(context),
    kioskId: context.kiosk?.kioskId ?? null,
    kioskStand: context.kiosk?.stand ?? null,
    customerName: user?.name ?? context.visitGuest?.name ?? '',
    customerPhone: user?.phoneNumber ?? '',
    smsTo: settled.smsTo,
    deliveryAddress: delivery ? (user?.address ?? null) : null,
    deliveryLat: delivery ? (user?.lat ?? null) : null,
    deliveryLng: delivery ? (user?.lng ?? null) : null,
    aptNumber: delivery ? (user?.aptNumber ?? null) : null,
    deliveryInstructions: delivery ? (user?.deliveryInstructions ?? null) : null,
    courierDetails: (settled.courierDetails as Record<string, unknown> | null) ?? null,
    lines: pricing.lines,
    ...orderAmounts(pricing),
    promoCode: context.promo?.code ?? null,
    rewards: pricing.rewards,
    pointsEarned: pricing.pointsEarned,
    pointsRedeemed: pricing.pointsRedeemed,
    paymentChargeId: payment.chargeId,
    paymentAttemptId: payment.attemptId,
    paymentAttemptOpen: payment.attemptId ? true : null,
    kitchenAt: place.kitchenAt,
    asap: body.orderTime === 'ASAP',
    kitchenItems: place.work.items,
    kitchenPrepMinutes: place.work.prepMinutes,
    visitId: round?.visitId ?? null,
    visitRound: round?.round ?? null,
    visitGuestId: round?.guestId ?? null,
  };
}

/** What taking the order's round needs: its table, the location's tab settings, the guest. */
function visitPlace(context: OrderContext) {
  const { body, table, settings, visitGuest, now } = context;
  return {
    table: {
      restaurantId: body.restaurantId,
      locationId: body.locationId,
      tableId: table!.id,
      tableNumber: table!.tableNumber,
    },
    settings,
    guest: visitGuest,
    now,
  };
}

/** A dine-in order's table number (null for every other order). */
export function tableNumberOf(context: OrderContext): string | null {
  return context.isDineIn ? (context.table?.tableNumber ?? null) : null;
}

/** How the write answers and what it checks first. */
export interface RecordOptions {
  respond: (orderNumber: number, completedAt: string, visitRound: number | null) => CreatedOrderResponse;
  /** The response stored for the request's Idempotency-Key with the order. */
  alongside: ((order: CreatedOrderResponse) => Remembered | undefined) | undefined;
  /** The customer's limits, checked again at the write (null: the order rests on none). */
  confirmLimits: LimitsCheck | null;
  /** The order's place in the kitchen's windows, taken under the location's lock (null: not paced). */
  confirmKitchen: KitchenCheck | null;
}

/**
 * Writes the order: the order number (its own statement), then, in one transaction, everything
 * else as one statement (the order, the customer's cleared cart and points, the staff alert, the
 * response stored for the Idempotency-Key, the live notices) and the diner's receipt in the notices
 * outbox. An order resting on the customer's limits, or paced by the kitchen's capacity, holds their
 * row (and then the location's) in that transaction and checks the limits (and takes its window's
 * place) first. If the write fails or is refused, its number stays unused (a gap, as with any
 * sequence) and the charge goes back.
 */
export async function recordOrder(
  deps: PlaceOrderDeps,
  context: OrderContext,
  settled: SettledOrder,
  { respond, alongside, confirmLimits, confirmKitchen }: RecordOptions,
): Promise<{ orderNumber: number; completedAt: string; visitRound: number | null }> {
  const { db } = deps;
  const { body, userId } = context;
  const write = async () => {
    const orderNumber = await takeOrderNumber(db, body.restaurantId);
    if (orderNumber === null) throw new HttpError(404, messages.restaurantUnknown);
    const written = (place: KitchenPlace, round: VisitRound | null) => {
      const order = placedRow(context, settled, place, orderNumber, round);
      const alert = newOrderNotification({
        orderType: order.orderType,
        orderNumber,
        tableNumber: order.tableNumber,
      });
      return {
        order,
        alert: { id: randomUUID(), ...alert },
        customer: userId ? { userId } : null,
        notices: {
          staff: fromThisRequest(
            keyed(topics.staff(body.restaurantId, body.locationId), queueItems.order(order.id)),
          ),
          user: userId ? fromThisRequest(topics.user(userId)) : null,
        },
        remembered: alongside?.(respond(orderNumber, place.completedAt, round?.round ?? null)) ?? null,
      };
    };
    let place = settled.place;
    let visitId: string | null = null;
    let visitRound: number | null = null;
    // The customer's row first, then the location's: every order takes them in that order. The
    // diner's receipt is queued in the same transaction (the notices outbox, decision 0084); a
    // guest's order has no e-mail to send it to.
    await db.transaction(async (tx) => {
      await confirmLimits?.(tx);
      if (confirmKitchen) place = await confirmKitchen(tx);
      // A round of the table's visit (decision 0093): numbered under the visit's row lock.
      const round = context.keepsTab ? await takeVisitRound(tx, visitPlace(context)) : null;
      visitId = round?.visitId ?? null;
      visitRound = round?.round ?? null;
      const write = written(place, round);
      await writeOrder(tx, write);
      if (userId) await queueDinerNotice(tx, { orderId: write.order.id, kind: 'placed', now: context.now });
      // A location whose tickets print when an order arrives (decision 0090): queued with the order.
      if (context.settings.printOn === 'placed' && context.settings.printers.length > 0) {
        const row = await findOrder(tx, write.order.id);
        const place = {
          restaurantName: context.view.name,
          settings: context.settings,
          categories: context.menu.categories,
        };
        if (row)
          await queuePrintJobs(
            tx,
            renderOrderTickets(place, row, 'ticket', context.now, { automatic: true }),
            context.now,
          );
      }
    });
    // The table's tab shows the round at every phone (after the commit: the tab reads it). The
    // order is written by now: a failed notice must not read as a failed write (that gives the
    // charge back), so it is logged and the tab catches up at its next change or reconnect.
    if (visitId) {
      const visit = { id: visitId, restaurantId: body.restaurantId, locationId: body.locationId };
      await Promise.all(visitPublications(visit).map((topic) => deps.hub.publish(topic))).catch(
        (error: unknown) => deps.log?.(error, `table visit ${visitId} not told of a round`),
      );
    }
    return { orderNumber, completedAt: place.completedAt, visitRound };
  };
  return write().catch(async (error: unknown) => {
    await giveBackUnwrittenCharge(deps, settled.payment);
    // Another order took the same courier booking first (one order per booking, a unique index).
    if (settled.courierDetails && databaseErrorCode(error) === UNIQUE_VIOLATION)
      throw new HttpError(409, messages.courierError);
    throw error;
  });
}
