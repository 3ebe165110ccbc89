import { messages } from '../messages.ts';
import { limits } from './limits.ts';

/** The card form as typed: expiry as 'MM/YY' (or 'MMYY'), number possibly with spaces. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

/** What goes to the card provider's token endpoint. */
export interface CardTokenRequest {
  number: string;
  cvc: string;
  exp_month: number;
  exp_year: number;
  address_zip: string;
}

const digitsOnly = (value: string) => /^\d+$/.test(value);
const withoutSpaces = (value: string) => value.replace(/\s/g, '');

/** Postal codes are stored uppercase without spaces: 'v6b 1a1' -> 'V6B1A1'. */
export function normalisePostalCode(postalCode: string): string {
  return withoutSpaces(postalCode).toUpperCase();
}

/** Checks number, expiry, CVC and postal code in that order. */
export function validateCard(form: CardForm): string | null {
  const number = withoutSpaces(form.number);
  if (!digitsOnly(number)) return messages.cardNumberNotNumber;
  if (number.length < limits.cardNumberDigits) return messages.cardNumberLength;
  const expiry = withoutSpaces(form.expiry).replace('/', '');
  if (!digitsOnly(expiry)) return messages.expiryNotNumber;
  if (expiry.length !== limits.expiryDigits) return messages.expiryLength;
  const cvc = form.cvc.trim();
  if (!digitsOnly(cvc)) return messages.cvcNotNumber;
  if (cvc.length < limits.cvcDigits) return messages.cvcLength;
  const postal = normalisePostalCode(form.postalCode);
  if (postal.length < limits.postalCodeLength) return messages.postalCodeLength;
  if (!/^[A-Z0-9]+$/.test(postal)) return messages.postalCodeCharacters;
  return null;
}

/** The token request of a valid form: expiry year stored as 20 + YY. */
export function normaliseCard(form: CardForm): CardTokenRequest {
  const expiry = withoutSpaces(form.expiry).replace('/', '');
  return {
    number: withoutSpaces(form.number),
    cvc: form.cvc.trim(),
    exp_month: Number(expiry.slice(0, 2)),
    exp_year: 2000 + Number(expiry.slice(2, 4)),
    address_zip: normalisePostalCode(form.postalCode),
  };
}

/** Shows a typed expiry as MM/YY: '1228' -> '12/28'. */
export function formatExpiry(expiry: string): string {
  const digits = expiry.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
