import { randomUUID } from 'node:crypto';
import {
  asapEstimateMinutes,
  asapReadyAt,
  type CreateOrderV2Body,
  checkOrder,
  checkPromoCode,
  type GuestCreateOrderBody,
  matchesOrderType,
  messages,
  newOrderNotification,
  type OrderType,
  type PaymentMethod,
  priceOrder,
  promoWindowStart,
  resolvePaymentMethod,
  rewardStatus,
  timeSlots,
  validateProductSelection,
  validateSpecialRequests,
} from '@orderly/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { orderCounters, orders } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { loadLocation, loadMenu } from '../restaurants/restaurant-repository.ts';
import { findUser, type UserRow } from '../users/user-repository.ts';
import type { Remembered } from './idempotency.ts';
import { customerAtRestaurant, loadPromoCodes, loadRewards, promoHistory } from './order-context.ts';
import { writeOrder } from './order-statement.ts';
import { isCardDeclined, type OrderPayments } from './payments.ts';

export interface PlaceOrderDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: OrderPayments;
}

/** A logged-in order (create_order_v2) or a guest's dine-in order. */
export type PlaceOrderRequest =
  | {
      kind: 'customer';
      userId: string;
      /** The user's row when the caller already read it (with the session). */
      user?: UserRow | undefined;
      body: CreateOrderV2Body;
    }
  | { kind: 'guest'; body: GuestCreateOrderBody };

export interface CreatedOrderResponse {
  orderNumber: number;
  tableNumber: string | null;
  pointsEarned: number;
  orderId: string;
  total: number;
  completedAt: string;
}

const invalidTime = 'Sorry, that time is no longer available. Please choose another time.';
const unknownTable = 'Sorry, we could not find that table.';

/**
 * Places an order: every rule of SPEC.md section 5 in the spec's order, prices recomputed from the
 * database (the client's prices are never read), the card charged for online payment, and the
 * order, the cleared cart, the points and the staff alert written in one transaction.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  request: PlaceOrderRequest,
  /**
   * Given the order's response before it is written, the response to store for the request's
   * Idempotency-Key in the same statement as the order.
   */
  alongside?: (order: CreatedOrderResponse) => Remembered | undefined,
): Promise<CreatedOrderResponse> {
  const { db, clock } = deps;
  const { body } = request;
  const now = clock.now();
  const userId = request.kind === 'customer' ? request.userId : null;

  const view = await loadLocation(db, body.restaurantId, body.locationId, now);
  if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
  const { settings } = view;
  const menu = await loadMenu(db, body.restaurantId, body.locationId);

  const table = body.tableId ? menu.tables.find((candidate) => candidate.id === body.tableId) : undefined;
  if (body.tableId && !table?.active) throw new HttpError(400, unknownTable);
  const isDineIn = Boolean(table) && settings.dineInEnabled;

  const user = userId
    ? ((request.kind === 'customer' ? request.user : undefined) ?? (await findUser(db, userId)))
    : undefined;
  if (userId && (!user || user.deactivatedAt)) throw new HttpError(401, messages.notAuthenticated);
  const customer = userId ? await customerAtRestaurant(db, userId, body.restaurantId) : undefined;
  const userData = customer?.data;
  const firstOrder = customer?.isFirstOrder ?? false;

  const orderType: OrderType = isDineIn ? 'Dine-in' : body.orderType === 'Dine-in' ? '' : body.orderType;
  const chosenPayment: PaymentMethod = request.kind === 'guest' ? 'offline' : body.paymentMethod;
  const paymentMethod =
    request.kind === 'guest'
      ? 'offline'
      : resolvePaymentMethod({ settings, orderType, chosen: chosenPayment });
  const courierDetails = request.kind === 'customer' ? request.body.courierDetails : null;
  const redeemed = request.kind === 'customer' ? request.body.promos : {};
  const rewards = userId ? await loadRewards(db, body.restaurantId) : [];
  const cartIsEmpty = Object.keys(body.products).length === 0 && body.choicesProducts.length === 0;

  // The promo code is checked again: it may have been used elsewhere since it was applied.
  let promo = null;
  if (request.kind === 'customer' && request.body.redeemedPromoCode && userId) {
    const history = await promoHistory(
      db,
      userId,
      body.restaurantId,
      promoWindowStart('year', now, settings.timeZone),
      now,
    );
    const result = checkPromoCode({
      code: request.body.redeemedPromoCode,
      promoCodes: await loadPromoCodes(db, body.restaurantId),
      now,
      timeZone: settings.timeZone,
      orderHistory: history,
    });
    if (!result.ok) throw new HttpError(400, result.message);
    promo = result.promo;
  }

  const pricing = priceOrder({
    settings,
    catalogue: menu,
    cart: body.products,
    choicesCart: body.choicesProducts,
    orderType,
    paymentMethod,
    tip: request.kind === 'guest' ? 0 : request.body.tip,
    rewards,
    redeemedRewards: redeemed,
    promo,
    isFirstOrder: firstOrder,
    loggedIn: Boolean(userId),
    deliveryLatLng: user?.lat != null && user.lng != null ? { lat: user.lat, lng: user.lng } : null,
  });

  const problem = checkOrder({
    settings,
    now,
    placing: false,
    loggedIn: Boolean(userId),
    guest: request.kind === 'guest',
    isDineIn,
    orderType,
    paymentMethod: chosenPayment,
    name: user?.name ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    orderTime: body.orderTime,
    subTotalAfterRewards: pricing.subTotalAfterRewards,
    address: user?.address,
    courierDetails,
    hasSavedCard: Boolean(user?.card && user.paymentCustomerId),
    cartIsEmpty,
  });
  if (problem) throw new HttpError(problem === messages.notAuthenticated ? 401 : 400, problem);

  const notesProblem = validateSpecialRequests(body.notes);
  if (notesProblem) throw new HttpError(400, notesProblem);

  // Every line: a product of this menu, available for this kind of order, with valid choices.
  const products = new Map(menu.products.map((product) => [product.id, product]));
  const lineItems = [
    ...Object.values(body.products).map((item) => ({
      id: item.id,
      choices: [] as { modifierId: string; id: string }[],
    })),
    ...body.choicesProducts,
  ];
  for (const item of lineItems) {
    const product = products.get(item.id);
    if (!product || !matchesOrderType(product.orderType, isDineIn))
      throw new HttpError(400, messages.productSoldOut);
    const selection = validateProductSelection({
      product,
      modifiers: menu.modifiers,
      picked: item.choices,
      now,
    });
    if (selection) throw new HttpError(400, `${selection} (${product.name})`);
  }

  for (const [rewardId, entry] of Object.entries(redeemed)) {
    const reward = rewards.find((candidate) => candidate.id === rewardId);
    if (!reward) throw new HttpError(400, messages.rewardProductInvalid);
    const status = rewardStatus(reward, entry.count, {
      loggedIn: Boolean(userId),
      isFirstOrder: firstOrder,
      userPoints: userData?.rewardPoints ?? 0,
      subTotal: pricing.subTotal,
      cartIsEmpty,
      products: menu.products,
      rewards,
      redeemed,
      now,
    });
    if (!status.valid) throw new HttpError(400, status.message ?? messages.rewardMaximum);
  }

  let completedAt: string;
  if (courierDetails?.estimated_delivery_time) {
    completedAt = new Date(courierDetails.estimated_delivery_time).toISOString();
  } else if (body.orderTime === 'ASAP') {
    completedAt = asapReadyAt(
      now,
      asapEstimateMinutes(settings, isDineIn ? 'Dine-in' : orderType, pricing.deliveryTime),
    );
  } else {
    const slots = timeSlots({ settings, now, orderType, deliveryTime: pricing.deliveryTime });
    const wanted = Date.parse(body.orderTime);
    if (!slots.some((slot) => slot.value !== 'ASAP' && Date.parse(slot.value) === wanted))
      throw new HttpError(400, invalidTime);
    completedAt = new Date(wanted).toISOString();
  }

  // A courier delivery was booked under the order's id (create_delivery); one delivery, one order.
  const orderId = courierDetails?.external_delivery_id ?? randomUUID();
  if (courierDetails?.external_delivery_id) {
    const [taken] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (taken) throw new HttpError(409, messages.courierError);
  }
  const finalType = (isDineIn ? 'Dine-in' : orderType) as Exclude<OrderType, ''>;
  const method = paymentMethod as Exclude<PaymentMethod, ''>;

  // The card is charged before anything is written, so no database lock is held during the call;
  // should writing fail afterwards, the charge is refunded.
  let chargeId: string | null = null;
  if (method === 'online' && pricing.total > 0) {
    if (!user?.paymentCustomerId) throw new HttpError(400, messages.addCard);
    try {
      ({ chargeId } = await deps.payments.charge({
        customerId: user.paymentCustomerId,
        amount: pricing.total,
        currency: 'cad',
        description: `${view.name} order`,
        idempotencyKey: orderId,
        metadata: { orderId, restaurantId: body.restaurantId, locationId: body.locationId },
      }));
    } catch (error) {
      if (isCardDeclined(error)) throw new HttpError(402, messages.cardDeclined);
      throw error;
    }
  }

  const tableNumber = isDineIn ? (table?.tableNumber ?? null) : null;
  const response = (orderNumber: number): CreatedOrderResponse => ({
    orderNumber,
    tableNumber,
    pointsEarned: pricing.pointsEarned,
    orderId,
    total: pricing.total,
    completedAt,
  });
  // Two statements, no transaction: the order number, then everything else as one statement, which
  // is atomic by itself. If that statement fails, its number stays unused (a gap, as with any
  // sequence) and the charge is refunded.
  const write = async () => {
    const [counter] = await db
      .update(orderCounters)
      .set({ nextNumber: sql`${orderCounters.nextNumber} + 1` })
      .where(eq(orderCounters.restaurantId, body.restaurantId))
      .returning({ next: orderCounters.nextNumber });
    if (!counter) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    const number = counter.next - 1;

    const alert = newOrderNotification({
      orderType: finalType,
      orderNumber: number,
      tableNumber: isDineIn ? table?.tableNumber : null,
    });
    const delivery = finalType === 'Delivery';
    // The order, the customer's cleared cart and points, the staff alert, the stored response and
    // the live notices (staff screens, the customer's other devices) as one statement.
    await writeOrder(db, {
      order: {
        id: orderId,
        restaurantId: body.restaurantId,
        locationId: body.locationId,
        userId,
        orderNumber: number,
        createdAt: now,
        completedAt: new Date(completedAt),
        orderType: finalType,
        paymentMethod: method,
        status: 'New',
        sourceClient: body.sourceClient,
        notes: body.notes,
        tableId: table?.id ?? null,
        tableNumber,
        customerName: user?.name ?? '',
        customerPhone: user?.phoneNumber ?? '',
        deliveryAddress: delivery ? (user?.address ?? null) : null,
        deliveryLat: delivery ? (user?.lat ?? null) : null,
        deliveryLng: delivery ? (user?.lng ?? null) : null,
        aptNumber: delivery ? (user?.aptNumber ?? null) : null,
        deliveryInstructions: delivery ? (user?.deliveryInstructions ?? null) : null,
        courierDetails: (courierDetails as Record<string, unknown> | null) ?? null,
        lines: pricing.lines,
        subTotal: pricing.subTotal,
        rewardsDiscount: pricing.rewardsDiscount,
        firstOrderDiscountAmount: pricing.firstOrderDiscountAmount,
        pickupDiscountAmount: pricing.pickupDiscountAmount,
        promoDiscountAmount: pricing.promoDiscountAmount,
        promoCode: promo?.code ?? null,
        deliveryFee: pricing.deliveryFee,
        taxAmount: pricing.taxAmount,
        bagFeeAmount: pricing.bagFeeAmount,
        depositAmount: pricing.depositAmount,
        tipAmount: pricing.tipAmount,
        total: pricing.total,
        rewards: pricing.rewards,
        pointsEarned: pricing.pointsEarned,
        pointsRedeemed: pricing.pointsRedeemed,
        paymentChargeId: chargeId,
      },
      alert: { id: randomUUID(), ...alert },
      customer: userId ? { userId } : null,
      notices: {
        staff: keyed(`staff:${body.restaurantId}:${body.locationId}`, `order:${orderId}`),
        user: userId ? `user:${userId}` : null,
      },
      remembered: alongside?.(response(number)) ?? null,
    });
    return number;
  };
  const orderNumber = await write().catch(async (error: unknown) => {
    if (chargeId) await deps.payments.refund(chargeId, pricing.total).catch(() => undefined);
    throw error;
  });

  return response(orderNumber);
}
