import { percentOf } from './money.ts';
import type { Cents, LocationSettings, OrderType, PaymentMethod } from './types.ts';

export const DEFAULT_TIP_VALUES: readonly [number, number, number] = [0.1, 0.15, 0.2];
/** Minimum tip when a courier delivers (the 'None' button becomes 10%). */
export const COURIER_MINIMUM_TIP = 0.1;

/** The courier delivers when the location uses the courier and the order is a Delivery. */
export function isCourierDelivery(
  settings: Pick<LocationSettings, 'courierEnabled'>,
  orderType: OrderType,
): boolean {
  return settings.courierEnabled && orderType === 'Delivery';
}

/** The restaurant's three tip values, or the defaults when they are missing. */
export function tipValues(settings: Partial<Pick<LocationSettings, 'tipValues'>>): [number, number, number] {
  const values = settings.tipValues;
  return values && values.length === 3 ? [values[0], values[1], values[2]] : [...DEFAULT_TIP_VALUES];
}

/** The tip chosen when the location loads (and when a courier order type is chosen): the second value. */
export function defaultTip(settings: Partial<Pick<LocationSettings, 'tipValues'>>): number {
  return tipValues(settings)[1];
}

/** Tip buttons: 'None' (0, or 10% for courier delivery) then the three restaurant values. */
export function tipOptions(
  settings: Pick<LocationSettings, 'courierEnabled'> & Partial<Pick<LocationSettings, 'tipValues'>>,
  orderType: OrderType,
): number[] {
  const none = isCourierDelivery(settings, orderType) ? COURIER_MINIMUM_TIP : 0;
  return [none, ...tipValues(settings)];
}

/** The tip fraction that applies: 0 for offline payment, at least 10% for courier delivery. */
export function effectiveTipRate(input: {
  tip: number;
  paymentMethod: PaymentMethod;
  courierDelivery: boolean;
}): number {
  if (input.paymentMethod !== 'online') return 0;
  const tip = Number.isFinite(input.tip) && input.tip > 0 ? input.tip : 0;
  return input.courierDelivery ? Math.max(tip, COURIER_MINIMUM_TIP) : tip;
}

/** Tip in cents: a share of the total before tip, online payment only. */
export function tipAmount(input: {
  totalBeforeTip: Cents;
  tip: number;
  paymentMethod: PaymentMethod;
  courierDelivery: boolean;
}): Cents {
  if (input.totalBeforeTip <= 0) return 0;
  return percentOf(input.totalBeforeTip, effectiveTipRate(input));
}
