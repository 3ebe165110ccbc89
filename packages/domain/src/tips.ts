import { messages } from './messages.ts';
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

/** The most a custom tip may be: the subtotal, and $500 at most. */
export const CUSTOM_TIP_MAX: Cents = 50_000;

export function customTipCap(subTotal: Cents): Cents {
  return Math.max(0, Math.min(subTotal, CUSTOM_TIP_MAX));
}

/** A custom tip in cents: a whole, non-negative amount within its cap. */
export function checkCustomTip(amount: Cents, subTotal: Cents): string | null {
  if (!Number.isInteger(amount) || amount < 0) return messages.tipNotAmount;
  return amount > customTipCap(subTotal) ? messages.tipTooLarge : null;
}

/** What the diner typed ('3.50', '$3', '3,50') in cents, or null when it is not an amount. */
export function parseTipAmount(text: string): Cents | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(cleaned)) return null;
  return Math.round(Number.parseFloat(cleaned) * 100);
}

/** The tip fraction sent for a custom amount (the server takes fractions of the total before tip). */
export function customTipFraction(amount: Cents, totalBeforeTip: Cents): number {
  if (totalBeforeTip <= 0 || amount <= 0) return 0;
  return Math.min(1, amount / totalBeforeTip);
}

/**
 * Whether the server takes a tip fraction: 'None' (0), the courier's minimum for a courier
 * delivery, or one of the location's three values; with the order's amounts, also a custom tip
 * (issue 17) whose amount is within its cap (never for a courier delivery: the courier was booked
 * with one of the offered tips).
 */
export function checkTip(input: {
  settings: Pick<LocationSettings, 'courierEnabled'> & Partial<Pick<LocationSettings, 'tipValues'>>;
  orderType: OrderType;
  tip: number;
  amounts?: { tipAmount: Cents; subTotal: Cents };
}): string | null {
  const accepted = [0, ...tipOptions(input.settings, input.orderType)];
  if (accepted.some((option) => Math.abs(option - input.tip) < 1e-9)) return null;
  if (!input.amounts || isCourierDelivery(input.settings, input.orderType)) return messages.tipNotOffered;
  return checkCustomTip(input.amounts.tipAmount, input.amounts.subTotal);
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

/** A tip button's text: 'None', or the share with what it adds, e.g. '15% · $2.10'. */
export function tipOptionLabel(option: number, totalBeforeTip: Cents): string {
  if (option <= 0) return 'None';
  const share = `${Math.round(option * 100)}%`;
  return totalBeforeTip > 0 ? `${share} · ${formatMoney(percentOf(totalBeforeTip, option))}` : share;
}
