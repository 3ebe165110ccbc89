import type { Instant } from '../clock.ts';
import { messages, minOrderMessage } from '../messages.ts';
import { formatMoney } from '../money.ts';
import { isDeliveryOpen, isDeliveryOpenToday, isStoreOpen } from '../opening-hours.ts';
import { orderTypeAt, resolvePaymentMethod } from '../order-type.ts';
import type { Cents, LocationSettings, OrderType, PaymentMethod } from '../types.ts';

export type OrderCheckSettings = Pick<
  LocationSettings,
  | 'hours'
  | 'deliveryHours'
  | 'timeZone'
  | 'orderOpen'
  | 'deliveryOpen'
  | 'deliveryEnabled'
  | 'waitTime'
  | 'minOrder'
  | 'courierEnabled'
  | 'guestOrderingEnabled'
  | 'paymentMethodType'
  | 'dineInPaymentMethodType'
  | 'deliveryOnlinePaymentOnly'
>;

export interface OrderCheckInput {
  /** Null while loading: the store then counts as closed. */
  settings: OrderCheckSettings | null | undefined;
  now: Instant;
  /** An order is already being placed. */
  placing: boolean;
  loggedIn: boolean;
  /** Placed through the guest call (dine-in, offline payment, no tip). */
  guest?: boolean;
  /**
   * Placed at a kiosk (a guest's order, Dine-in or Pickup, decision 0092): no login, no name or
   * phone (the counter calls the order number); its own rules are checkKioskOrder's.
   */
  kiosk?: boolean;
  /** A table id is present and dine-in is enabled. */
  isDineIn: boolean;
  orderType: OrderType;
  /** The customer's pick; the location's policy may override it. */
  paymentMethod: PaymentMethod;
  name: string;
  phoneNumber: string;
  /** 'ASAP' or a slot's ISO time. */
  orderTime: string;
  subTotalAfterRewards: Cents;
  address?: string | null;
  courierDetails?: unknown;
  hasSavedCard: boolean;
  /** No products and no choice items. */
  cartIsEmpty: boolean;
}

/**
 * The checks before placing an order, in the spec's order; returns the first failing message or
 * null. Identity comes first, as a server refuses an unauthenticated call before reading it:
 * a guest order must be dine-in with guest ordering on; any other order needs a login. Then:
 * 1 already placing, 2 store closed, 3 contact and order type (not dine-in), 4 delivery,
 * 5 payment, 6 empty cart.
 */
export function checkOrder(input: OrderCheckInput): string | null {
  const { settings } = input;
  if (input.guest) {
    if (!input.kiosk && (!input.isDineIn || !settings?.guestOrderingEnabled)) return messages.guestDineInOnly;
  } else if (!input.loggedIn) {
    return messages.notAuthenticated;
  }

  if (input.placing) return messages.orderAlreadyPlacing;

  const orderType = orderTypeAt({ atTable: input.isDineIn, chosen: input.orderType });
  if (!settings || isStoreOpen(settings, input.now, orderType) !== true) return messages.restaurantClosed;

  if (!input.isDineIn) {
    if (!input.kiosk && (input.name.trim() === '' || input.phoneNumber.trim() === ''))
      return messages.nameAndPhoneRequired;
    if (orderType === '') return messages.choosePickupOrDelivery;
  }

  if (orderType === 'Delivery') {
    if (!isDeliveryOpenToday(settings, input.now)) return messages.deliveryClosed;
    if (input.orderTime === 'ASAP' && isDeliveryOpen(settings, input.now) !== true) {
      return messages.deliveryTimeOutsideHours;
    }
    if (input.subTotalAfterRewards < settings.minOrder)
      return minOrderMessage(formatMoney(settings.minOrder));
    if (!input.address || input.address.trim() === '') return messages.deliveryAddressRequired;
    if (settings.courierEnabled && !input.courierDetails) return messages.courierError;
  }

  const method: PaymentMethod = input.guest
    ? 'offline'
    : resolvePaymentMethod({ settings, orderType, chosen: input.paymentMethod });
  if (method === '') return messages.choosePaymentMethod;
  if (method === 'online' && !input.hasSavedCard) return messages.addCard;

  if (input.cartIsEmpty) return messages.emptyCart;
  return null;
}

/**
 * The restaurant's switches, as the server enforces them on an order: a promo code only with
 * promoCodesEnabled, redeemed rewards only with rewardsEnabled, special requests only with
 * commentsEnabled, and an order from a table (guest orders included) only with
 * dineInOrderingEnabled. Returns the first failing message, or null.
 */
export function checkOrderSwitches(input: {
  settings: Pick<
    LocationSettings,
    'promoCodesEnabled' | 'rewardsEnabled' | 'commentsEnabled' | 'dineInOrderingEnabled'
  >;
  isDineIn: boolean;
  guest: boolean;
  /** A kiosk's takeout is not a table's order: dineInOrderingEnabled does not stop it. */
  kiosk?: boolean;
  promoCode: string | null | undefined;
  redeemedRewardCount: number;
  notes: string;
}): string | null {
  const { settings } = input;
  if ((input.isDineIn || (input.guest && !input.kiosk)) && settings.dineInOrderingEnabled === false)
    return messages.dineInOrderingDisabled;
  if (input.promoCode && !settings.promoCodesEnabled) return messages.promoCodesDisabled;
  if (input.redeemedRewardCount > 0 && !settings.rewardsEnabled) return messages.rewardsDisabled;
  if (input.notes.trim() !== '' && settings.commentsEnabled === false) return messages.commentsDisabled;
  return null;
}
