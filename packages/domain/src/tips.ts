import { messages, tipBelowCourierMinimumMessage } from './messages.ts';
import { formatMoney, percentOf } from './money.ts';
import { COURIER_MINIMUM_TIP, isCourierDelivery, tipValues } from './tip-values.ts';
import type { Cents, LocationSettings, OrderType, PaymentMethod } from './types.ts';

export {
  COURIER_MINIMUM_TIP,
  DEFAULT_TIP_VALUES,
  defaultTip,
  isCourierDelivery,
  tipValues,
} from './tip-values.ts';

/**
 * Tip buttons: 'None' (0, or 10% for courier delivery) then the three restaurant values, each share
 * once (issue 24: a courier's 'None' turned 10% beside a 10% value read '10% | 10% | 15% | 20%'). For
 * a courier delivery a value below the minimum would be charged as the minimum: it is that button.
 */
export function tipOptions(
  settings: Pick<LocationSettings, 'courierEnabled'> & Partial<Pick<LocationSettings, 'tipValues'>>,
  orderType: OrderType,
): number[] {
  const none = isCourierDelivery(settings, orderType) ? COURIER_MINIMUM_TIP : 0;
  const options = [none];
  for (const value of tipValues(settings)) {
    const share = Math.max(value, none);
    if (!options.some((option) => sameShare(option, share))) options.push(share);
  }
  return options;
}

function sameShare(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
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

/** The most a custom tip may be: the subtotal, and $500 at most. */
export const CUSTOM_TIP_MAX: Cents = 50_000;

export function customTipCap(subTotal: Cents): Cents {
  return Math.max(0, Math.min(subTotal, CUSTOM_TIP_MAX));
}

/**
 * A custom tip in cents: a whole, non-negative amount within its cap, and at least `minimum` (the
 * courier's 10% of the total before tip for a courier delivery).
 */
export function checkCustomTip(amount: Cents, subTotal: Cents, minimum: Cents = 0): string | null {
  if (!Number.isInteger(amount) || amount < 0) return messages.tipNotAmount;
  if (amount > customTipCap(subTotal)) return messages.tipTooLarge;
  return amount < minimum ? tipBelowCourierMinimumMessage(formatMoney(minimum)) : null;
}

/** The least a courier delivery's custom tip may be: the courier's 10% of the total before tip. */
export function courierMinimumTip(totalBeforeTip: Cents): Cents {
  return totalBeforeTip > 0 ? percentOf(totalBeforeTip, COURIER_MINIMUM_TIP) : 0;
}

/**
 * Whether the server takes a tip: a share must be one of the buttons the screen shows ('None' (0),
 * the courier's minimum for a courier delivery, or one of the location's values); a custom tip is
 * sent as its amount in cents (issue 24: it was sent as a share of the total before tip, at most
 * 100%, so $37.50 on a $33.66 order became $33.66) and is charged as typed when it is whole cents,
 * within its cap, and for a courier delivery at least the courier's 10% minimum; otherwise refused
 * with a sentence.
 */
export function checkTip(input: {
  settings: Pick<LocationSettings, 'courierEnabled'> & Partial<Pick<LocationSettings, 'tipValues'>>;
  orderType: OrderType;
  tip: number;
  /** A custom tip's amount in cents, or null/absent when a button was chosen. */
  customTip?: Cents | null;
  /** The order's amounts: a custom tip is checked against them (without them it is refused). */
  amounts?: { subTotal: Cents; totalBeforeTip: Cents };
}): string | null {
  if (input.customTip != null) {
    if (!input.amounts) return messages.tipNotOffered;
    const minimum = isCourierDelivery(input.settings, input.orderType)
      ? courierMinimumTip(input.amounts.totalBeforeTip)
      : 0;
    return checkCustomTip(input.customTip, input.amounts.subTotal, minimum);
  }
  const accepted = [0, ...tipOptions(input.settings, input.orderType)];
  return accepted.some((option) => sameShare(option, input.tip)) ? null : messages.tipNotOffered;
}

/**
 * Tip in cents, online payment only: a custom tip's amount as typed (checked by `checkTip`), else a
 * share of the total before tip.
 */
export function tipAmount(input: {
  totalBeforeTip: Cents;
  tip: number;
  /** A custom tip in cents, or null/absent when a button was chosen. */
  customTip?: Cents | null;
  paymentMethod: PaymentMethod;
  courierDelivery: boolean;
}): Cents {
  if (input.paymentMethod !== 'online') return 0;
  if (input.customTip != null) return Number.isInteger(input.customTip) ? Math.max(0, input.customTip) : 0;
  if (input.totalBeforeTip <= 0) return 0;
  return percentOf(input.totalBeforeTip, effectiveTipRate(input));
}

/** A tip button's text: 'None', or the share with what it adds, e.g. '15% · $2.10'. */
export function tipOptionLabel(option: number, totalBeforeTip: Cents): string {
  if (option <= 0) return 'None';
  const share = `${Math.round(option * 100)}%`;
  return totalBeforeTip > 0 ? `${share} · ${formatMoney(percentOf(totalBeforeTip, option))}` : share;
}
