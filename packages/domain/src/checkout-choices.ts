import { paymentPolicy } from './order-type.ts';
import type { LocationSettings, OrderType, PaymentMethod } from './types.ts';

/*
 * The checkout's rules of what the customer may choose and where their choices start. Apart from
 * order-type.ts, which the app's first load needs: these load with the checkout.
 */

/**
 * The payment methods an order may be paid with under the location's payment policy: online only
 * for Delivery when delivery is online-only; otherwise the policy's method, or both.
 */
export function paymentMethodsOffered(
  settings: Pick<
    LocationSettings,
    'paymentMethodType' | 'dineInPaymentMethodType' | 'deliveryOnlinePaymentOnly'
  >,
  orderType: OrderType,
): Exclude<PaymentMethod, ''>[] {
  if (orderType === 'Delivery' && settings.deliveryOnlinePaymentOnly) return ['online'];
  const policy = paymentPolicy(settings, orderType);
  return policy === 'both' ? ['online', 'offline'] : [policy];
}

/**
 * Where a returning customer's checkout starts, when nothing is chosen yet on this device: their
 * last order type (Pickup, or Delivery when they have an address) where they pick the type, and
 * their last payment method (in person, or online when they have a saved card). Returns only what
 * changes.
 */
export function startingChoices(input: {
  last: { orderType: OrderType; paymentMethod: PaymentMethod };
  /** The customer picks Pickup or Delivery (delivery enabled, not at a table). */
  picksOrderType: boolean;
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  hasAddress: boolean;
  hasSavedCard: boolean;
}): { orderType?: 'Pickup' | 'Delivery'; paymentMethod?: 'online' | 'offline' } {
  const start: { orderType?: 'Pickup' | 'Delivery'; paymentMethod?: 'online' | 'offline' } = {};
  const lastType = input.last.orderType;
  if (
    input.picksOrderType &&
    input.orderType === '' &&
    (lastType === 'Pickup' || (lastType === 'Delivery' && input.hasAddress))
  )
    start.orderType = lastType;
  const lastPayment = input.last.paymentMethod;
  if (
    input.paymentMethod === '' &&
    (lastPayment === 'offline' || (lastPayment === 'online' && input.hasSavedCard))
  )
    start.paymentMethod = lastPayment;
  return start;
}
