import type { Cents } from './types.ts';

/**
 * Money is integer cents everywhere. Every computed amount is rounded exactly once, with this
 * function: half away from zero to the cent (1.5 -> 2, -1.5 -> -2).
 *
 * Products of cents and fractions carry binary floating-point noise (1049.9999999 instead of
 * 1050); the value is first cleaned to a millionth of a cent so the noise cannot move a half-cent.
 */
export function roundCents(value: number): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const cleaned = Math.round(Math.abs(value) * 1e6) / 1e6;
  const rounded = Math.floor(cleaned + 0.5);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** A share of an amount, rounded to the cent: `percentOf(1050, 0.05) === 53`. */
export function percentOf(amount: Cents, fraction: number): Cents {
  return roundCents(amount * fraction);
}

/** Never below zero. */
export function nonNegative(amount: Cents): Cents {
  return amount > 0 ? amount : 0;
}

/** Keeps an amount within [0, cap]. */
export function capAt(amount: Cents, cap: Cents): Cents {
  return Math.min(nonNegative(amount), nonNegative(cap));
}

/** Dollars for display: `formatMoney(1234) === '$12.34'`, `formatMoney(-500) === '-$5.00'`. */
export function formatMoney(cents: Cents): string {
  const rounded = roundCents(cents);
  const abs = Math.abs(rounded);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}$${dollars}.${rest}`;
}

/**
 * A product's or an item line's price as shown: 'Free' when it costs nothing (a free Cutlery Kit
 * read "$0.00", issue 24), otherwise its amount. Amounts of the bill (subtotal, fees, tip) keep
 * formatMoney: "$0.00" is the truth there.
 */
export function formatPrice(cents: Cents): string {
  return roundCents(cents) === 0 ? 'Free' : formatMoney(cents);
}

/**
 * Dollars (from a third party that counts in dollars) to cents: `dollarsToCents(12.345) === 1235`.
 * Amounts people type are read by `parseMoney` (money-input.ts).
 */
export function dollarsToCents(dollars: number): Cents {
  return roundCents(dollars * 100);
}

/** Cents to a dollar number (for third parties that want dollars). */
export function centsToDollars(cents: Cents): number {
  return roundCents(cents) / 100;
}
