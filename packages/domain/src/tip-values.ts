import type { LocationSettings, OrderType } from './types.ts';

/*
 * The restaurant's tip values and when a courier delivers, apart from the rest of ./tips.ts (which
 * re-exports them): the customer app's first load needs only these (the tip chosen when the order
 * type is set), not the tip checks and their messages.
 */

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
