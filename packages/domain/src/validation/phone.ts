/**
 * One phone rule for every form and every field that takes a phone (issue 24): a number as phones
 * autofill it ('(604) 555-1234', '+1 604-555-1234', '1.604.555.1234') is normalised, then checked.
 * Spaces, dots, dashes and brackets go, and so does the North American country code (a leading
 * '+1' or '1' before ten digits); what is left must be the ten digits SPEC.md asks for
 * ('7783334444'). Letters, another country's code or too few digits are no phone number.
 */

/** The most a phone field takes as typed: '+1 (604) 555-1234' and some spaces. */
export const PHONE_TEXT_MAX_LENGTH = 24;

const PHONE_TEXT = /^\+?[\d\s().-]*$/;

/** Whether the text is made of what phone numbers are written with (digits, + ( ) . - and spaces). */
export function looksLikePhoneNumber(text: string): boolean {
  return PHONE_TEXT.test(text.trim());
}

/** The ten digits of a North American phone number as written or autofilled, or null. */
export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null;
  return digits.length === 10 ? digits : null;
}

/** The phone as saved: its ten digits, or (not a phone, e.g. an optional field left odd) its digits. */
export function phoneToSave(text: string): string {
  return normalisePhone(text) ?? text.replace(/\D/g, '');
}
