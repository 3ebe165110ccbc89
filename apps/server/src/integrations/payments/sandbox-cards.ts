import type { SavedCard } from '@orderly/domain';
import { type CardDetails, CardTokenizationError } from './types.ts';

/** How a sandbox card behaves once saved, following Stripe's test numbers. */
export type SandboxCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds';

/** Stripe's test numbers that the sandbox honours; any other number that passes Luhn succeeds. */
export const sandboxTestCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

const outcomes: Record<string, SandboxCardOutcome> = {
  [sandboxTestCards.declined]: 'declined',
  [sandboxTestCards.insufficientFunds]: 'insufficient_funds',
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand names as Stripe spells them on a card object. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  if (two === 34 || two === 37) return 'American Express';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'Discover';
  return 'Unknown';
}

export interface CheckedCard {
  card: Omit<SavedCard, 'id'>;
  outcome: SandboxCardOutcome;
}

/** Validates card details the way a provider does at tokenization; throws `CardTokenizationError`. */
export function checkCardDetails(details: CardDetails, now: Date): CheckedCard {
  const digits = String(details.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new CardTokenizationError('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  const month = Number(details.exp_month);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new CardTokenizationError(
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
      'exp_month',
    );
  }
  let year = Number(details.exp_year);
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) {
    throw new CardTokenizationError(
      'invalid_expiry_year',
      "Your card's expiration year is invalid.",
      'exp_year',
    );
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (digits === sandboxTestCards.expired || year * 12 + (month - 1) < thisMonth) {
    throw new CardTokenizationError('expired_card', 'Your card has expired.', 'exp_month');
  }
  const cvc = String(details.cvc ?? '').trim();
  if (!/^\d{3,4}$/.test(cvc)) {
    throw new CardTokenizationError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  }
  return {
    card: {
      last4: digits.slice(-4),
      brand: cardBrand(digits),
      exp_month: month,
      exp_year: year,
      address_zip: String(details.address_zip ?? '').trim(),
    },
    outcome: outcomes[digits] ?? 'succeeds',
  };
}
