import {
  asapPromiseMinutes,
  asapReadyAt,
  busyStopsAsap,
  checkDeliveryArea,
  checkOrder,
  checkOrderSwitches,
  checkTip,
  formatPhone,
  matchesOrderType,
  menuProductIds,
  messages,
  notOnMenuMessage,
  type OrderPricing,
  offeredTimeSlots,
  rewardStatus,
  sendsAnySms,
  validateProductSelection,
  validateSpecialRequests,
} from '@orderly/domain';
import { countryOfAddress, normalizeSmsNumber } from '@orderly/domain/sms-number';
import { HttpError } from '../http/errors.ts';
import { deliveryPosition, type OrderContext } from './place-order-context.ts';

const invalidTime = 'Sorry, that time is no longer available. Please choose another time.';

/** The courier delivery an order carries: the server's record of its booking. */
export interface OrderCourierDetails {
  external_delivery_id: string;
  estimated_delivery_time: string;
  courier_delivery_id: string;
  tracking_url: string | null;
  /** What the courier charges the restaurant, when it said. */
  fee: number | null;
}

/** What the rules settle on the way: the courier delivery and when the order is wanted. */
export interface CheckedOrder {
  courierDetails: OrderCourierDetails | null;
  /** Now for ASAP, else the chosen (and still offered) time. */
  wantedTime: Date;
}

/**
 * Every rule an order must pass, the first broken one refusing it with its sentence: SPEC.md
 * section 5 in the spec's order (checkOrder), then the special requests, the restaurant's switches,
 * the tip, the delivery area and the courier booking, the chosen time, each line against the menu,
 * and the redeemed rewards.
 */
export function checkOrderRules(context: OrderContext, pricing: OrderPricing): CheckedOrder {
  const { request, body, settings, menu, user, userId, isDineIn, orderType, now } = context;

  const problem = checkOrder({
    settings,
    now,
    placing: false,
    loggedIn: Boolean(userId),
    guest: request.kind === 'guest',
    kiosk: context.kiosk !== null,
    isDineIn,
    orderType,
    paymentMethod: context.chosenPayment,
    name: user?.name ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    orderTime: body.orderTime,
    subTotalAfterRewards: pricing.subTotalAfterRewards,
    address: user?.address,
    courierDetails: context.courierReference,
    hasSavedCard: Boolean(user?.card && user.paymentCustomerId),
    cartIsEmpty: context.cartIsEmpty,
  });
  if (problem) throw new HttpError(problem === messages.notAuthenticated ? 401 : 400, problem);

  const notesProblem = validateSpecialRequests(body.notes);
  if (notesProblem) throw new HttpError(400, notesProblem);

  // The restaurant's switches, then the tip, the delivery area and the courier booking.
  const switches = checkOrderSwitches({
    settings,
    isDineIn,
    guest: request.kind === 'guest',
    kiosk: context.kiosk !== null,
    promoCode: request.kind === 'customer' ? request.body.redeemedPromoCode : null,
    redeemedRewardCount: Object.keys(context.redeemed).length,
    notes: body.notes,
  });
  if (switches) throw new HttpError(400, switches);
  // A tip button's share, or a custom amount within its cap (the subtotal, $500 at most) and, for a
  // courier delivery, at least the courier's minimum.
  const tipProblem = checkTip({
    settings,
    orderType,
    tip: body.tip,
    customTip: request.kind === 'customer' ? request.body.customTip : null,
    amounts: { subTotal: pricing.subTotal, totalBeforeTip: pricing.totalBeforeTip },
  });
  if (tipProblem) throw new HttpError(400, tipProblem);
  if (orderType === 'Delivery') {
    const areaProblem = checkDeliveryArea(deliveryPosition(context), settings);
    if (areaProblem) throw new HttpError(400, areaProblem);
  }
  const { booking } = context;
  if (booking instanceof Error) throw booking;
  // The courier passes on the tip it was booked with: the order's tip must be that one.
  if (booking && booking.tip !== pricing.tipAmount) throw new HttpError(400, messages.courierError);
  const courierDetails = booking
    ? {
        external_delivery_id: booking.id,
        estimated_delivery_time: booking.estimatedDeliveryTime.toISOString(),
        courier_delivery_id: booking.courierDeliveryId,
        tracking_url: booking.trackingUrl,
        fee: booking.courierFee,
      }
    : null;

  // Every line: a product of this menu, available for this kind of order and on the menus open when
  // the order is made (now for ASAP, else the chosen time; SPEC.md section 4), with valid choices.
  const products = new Map(menu.products.map((product) => [product.id, product]));
  const wantedTime = body.orderTime === 'ASAP' ? now : new Date(body.orderTime);
  // Busy mode may stop ASAP: scheduled orders only (not for guests seated at a table).
  if (body.orderTime === 'ASAP' && busyStopsAsap(settings, now, orderType))
    throw new HttpError(400, messages.busyAsapRefused);
  if (body.orderTime !== 'ASAP') {
    const slots = offeredTimeSlots({ settings, now, orderType, deliveryTime: pricing.deliveryTime });
    if (!slots.some((slot) => slot.value !== 'ASAP' && Date.parse(slot.value) === wantedTime.getTime()))
      throw new HttpError(400, invalidTime);
  }
  const onMenu = menuProductIds({ settings, categories: menu.categories, when: wantedTime, isDineIn });
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
    if (!onMenu.has(product.id)) throw new HttpError(400, notOnMenuMessage(product.name));
    const selection = validateProductSelection({
      product,
      modifiers: menu.modifiers,
      picked: item.choices,
      now,
    });
    if (selection) throw new HttpError(400, selection);
  }

  for (const [rewardId, entry] of Object.entries(context.redeemed)) {
    const reward = context.rewards.find((candidate) => candidate.id === rewardId);
    if (!reward) throw new HttpError(400, messages.rewardProductInvalid);
    const status = rewardStatus(reward, entry.count, {
      loggedIn: Boolean(userId),
      isFirstOrder: context.isFirstOrder,
      userPoints: context.rewardPoints,
      subTotal: pricing.subTotal,
      cartIsEmpty: context.cartIsEmpty,
      products: menu.products,
      rewards: context.rewards,
      redeemed: context.redeemed,
      now,
    });
    if (!status.valid) throw new HttpError(400, status.message ?? messages.rewardMaximum);
  }

  return { courierDetails, wantedTime };
}

/**
 * The number the diner's notices are texted to (decision 0095), in E.164: the account's phone
 * number when the diner ticked "Text me updates about this order" and the restaurant sends any
 * notice by text; null otherwise. A number that cannot take texts refuses the order with a sentence
 * that says what to fix (before any card is charged).
 */
export function textUpdatesNumber(context: OrderContext, texts: boolean): string | null {
  const { request, settings, user } = context;
  if (request.kind !== 'customer' || !request.body.textUpdates) return null;
  if (!texts || !sendsAnySms(settings.smsNotices)) return null;
  const phone = user?.phoneNumber ?? '';
  const number = normalizeSmsNumber(phone, countryOfAddress(settings.address), formatPhone(phone));
  if (!number.ok) throw new HttpError(400, number.message);
  return number.e164;
}

/**
 * When the order will be ready (or delivered): the courier's estimate, ASAP's estimate (with what
 * busy mode adds), or the chosen time.
 */
export function readyAt(context: OrderContext, pricing: OrderPricing, checked: CheckedOrder): string {
  if (checked.courierDetails) return checked.courierDetails.estimated_delivery_time;
  if (context.body.orderTime !== 'ASAP') return checked.wantedTime.toISOString();
  return asapReadyAt(
    context.now,
    asapPromiseMinutes(context.settings, context.now, context.orderType, pricing.deliveryTime),
  );
}
