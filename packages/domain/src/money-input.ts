/**
 * Amounts people type: a price or a fee in the back office, a custom tip at checkout, a refund, a
 * CSV cell. One reading for every input (decision 0073):
 * - "4.99", "$4.99", "$ 4.99", " 4.9 ", "4." and "4" are amounts (at most two decimals);
 * - a comma groups thousands: "1,250" and "$1,250.00" are $1,250.00;
 * - a decimal comma ("4,99", "12,5") is refused with a sentence saying how to write it: it means
 *   cents in some countries and thousands in others, and a price off by a factor of 100 is worse
 *   than a question;
 * - anything else (a sign, an exponent, three decimals, words) is not an amount.
 */
import type { Cents } from './types.ts';

/** Up to $9,999,999.99: seven digits, or up to three groups of thousands. */
const amountPattern = /^\$?\s*(\d{1,7}|\d{1,3}(?:,\d{3}){1,2})(?:\.(\d{0,2}))?$/;
/** "4,99" or "$12,5": a comma before one or two last digits. */
const decimalCommaPattern = /^\$?\s*(\d{1,7}),(\d{1,2})$/;

/** An amount as typed, in cents: `parseMoney('$4.99') === 499`; null when it is not an amount. */
export function parseMoney(text: string): Cents | null {
  const match = amountPattern.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  return dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** For "4,99": 'Use a point before the cents: 4.99, not 4,99.'; null for anything else. */
export function decimalCommaMessage(text: string): string | null {
  const match = decimalCommaPattern.exec(text.trim());
  return match ? `Use a point before the cents: ${match[1]}.${match[2]}, not ${match[1]},${match[2]}.` : null;
}

/**
 * Why a typed amount is not one: the decimal comma's sentence, or `otherwise` (the input's own
 * words, e.g. 'Please enter the tip as an amount, like 3.50.'); null when it is an amount.
 */
export function moneyProblem(text: string, otherwise: string): string | null {
  if (parseMoney(text) !== null) return null;
  return decimalCommaMessage(text) ?? otherwise;
}

/** Cents as an input shows them, to be typed over: `formatMoneyInput(1234) === '12.34'`, no sign. */
export function formatMoneyInput(cents: Cents): string {
  return (cents / 100).toFixed(2);
}
