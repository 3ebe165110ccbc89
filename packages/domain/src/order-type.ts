import { messages } from './messages.ts';
import { defaultTip } from './tip-values.ts';
import type { LocationSettings, OrderType, PaymentMethod, PaymentPolicy } from './types.ts';

/**
 * The order's type: Dine-in when a table id is present and dine-in is enabled; otherwise the
 * customer's choice (Pickup, Delivery or still empty) when delivery is enabled; otherwise Pickup.
 */
export function resolveOrderType(input: {
  settings: Pick<LocationSettings, 'dineInEnabled' | 'deliveryEnabled'>;
  tableId?: string | null;
  chosen: OrderType;
}): OrderType {
  if (input.tableId && input.settings.dineInEnabled) return 'Dine-in';
  if (input.settings.deliveryEnabled) return input.chosen === 'Dine-in' ? '' : input.chosen;
  return 'Pickup';
}

/**
 * The type an order is placed with: Dine-in at a table (one whose location has dine-in on);
 * elsewhere the diner's choice, never Dine-in away from a table (empty, which the order checks
 * refuse with the spec's sentence). The server's order context, the order checks and the app's
 * order-complete page all read it from here.
 */
export function orderTypeAt(input: { atTable: boolean; chosen: OrderType }): OrderType {
  if (input.atTable) return 'Dine-in';
  return input.chosen === 'Dine-in' ? '' : input.chosen;
}

/** The payment policy that applies: the dine-in policy for dine-in, else the location's. */
export function paymentPolicy(
  settings: Pick<LocationSettings, 'paymentMethodType' | 'dineInPaymentMethodType'>,
  orderType: OrderType,
): PaymentPolicy {
  return orderType === 'Dine-in' ? settings.dineInPaymentMethodType : settings.paymentMethodType;
}

/**
 * The payment method: online for Delivery when delivery is online-only; otherwise the policy's
 * method, or the customer's pick (possibly still empty) when both are allowed.
 */
export function resolvePaymentMethod(input: {
  settings: Pick<
    LocationSettings,
    'paymentMethodType' | 'dineInPaymentMethodType' | 'deliveryOnlinePaymentOnly'
  >;
  orderType: OrderType;
  chosen: PaymentMethod;
}): PaymentMethod {
  if (input.orderType === 'Delivery' && input.settings.deliveryOnlinePaymentOnly) return 'online';
  const policy = paymentPolicy(input.settings, input.orderType);
  return policy === 'both' ? input.chosen : policy;
}

/** With the courier enabled, choosing Pickup or Delivery sets the tip to the second tip value. */
export function tipAfterChoosingOrderType(
  settings: Pick<LocationSettings, 'courierEnabled' | 'tipValues'>,
  currentTip: number,
): number {
  return settings.courierEnabled ? defaultTip(settings) : currentTip;
}

/** The user hub's card entry: shown unless payment is offline-only, except when delivery is online-only. */
export function showsCardSettings(
  settings: Pick<LocationSettings, 'paymentMethodType' | 'deliveryEnabled' | 'deliveryOnlinePaymentOnly'>,
): boolean {
  if (settings.paymentMethodType !== 'offline') return true;
  return settings.deliveryEnabled && settings.deliveryOnlinePaymentOnly;
}

/**
 * Why this visit cannot put products in the cart or place an order, or null when it can. A
 * dine-in visit (a table's link or a kiosk) orders only with dineInOrderingEnabled (default true),
 * the rule the server holds an order to (checkOrderSwitches): with it off the menu still shows and
 * the table's requests still work, but nothing is added to the cart and no order is offered.
 */
export function orderingBlocked(input: {
  settings: Pick<LocationSettings, 'dineInOrderingEnabled'>;
  orderType: OrderType;
}): string | null {
  if (input.orderType === 'Dine-in' && input.settings.dineInOrderingEnabled === false)
    return messages.dineInOrderingDisabled;
  return null;
}

/**
 * Virtual-kiosk mode: only from a kiosk link and only while virtualKioskEnabled is on. With it off
 * a kiosk link opens the location's menu, as the location's own link does.
 */
export function kioskMode(
  settings: Pick<LocationSettings, 'virtualKioskEnabled'>,
  fromKioskLink: boolean,
): boolean {
  return fromKioskLink && settings.virtualKioskEnabled === true;
}

/** ORDER AS GUEST shows when guest ordering is on, the order is dine-in and nobody is logged in. */
export function canOrderAsGuest(input: {
  settings: Pick<LocationSettings, 'guestOrderingEnabled'>;
  orderType: OrderType;
  loggedIn: boolean;
}): boolean {
  return input.settings.guestOrderingEnabled && input.orderType === 'Dine-in' && !input.loggedIn;
}

/** A guest order always pays in person and tips nothing. */
export const GUEST_ORDER = { orderType: 'Dine-in', paymentMethod: 'offline', tip: 0 } as const;

/** The guest prompt's warning, worded by the enabled features. */
export function guestWarning(
  settings: Pick<LocationSettings, 'rewardsEnabled' | 'dineInPaymentMethodType'>,
): string {
  const features = ['order history'];
  if (settings.rewardsEnabled) features.push('rewards');
  if (settings.dineInPaymentMethodType !== 'offline') features.push('online payment');
  const list =
    features.length === 1 ? features[0]! : `${features.slice(0, -1).join(', ')} and ${features.at(-1)!}`;
  const sentence = list.charAt(0).toUpperCase() + list.slice(1);
  return `${sentence} ${features.length === 1 ? 'is' : 'are'} not available as Guest.`;
}
