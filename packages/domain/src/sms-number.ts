import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A diner's mobile number for text messages (decision 0095), read with Google's libphonenumber
 * rules (`libphonenumber-js`, its full metadata): '(604) 555-1234', '+1 604 555 1234' and
 * '604.555.1234' are one number, +16045551234 (E.164, as SMS providers take it). A number without
 * its country code is read as a number of the restaurant's country. Its own entry point
 * (`@orderly/domain/sms-number`), so the apps' bundles never carry the metadata.
 */

export type SmsNumber = { ok: true; e164: string } | { ok: false; message: string };

/** The refusals, word for word as the checkout shows them. */
export const smsNumberMessages = {
  missing:
    'Add your mobile number under Contact Information to get text updates, or untick "Text me updates about this order".',
  invalid: (raw: string) =>
    `We cannot text "${raw}": it is not a complete phone number. Correct it under Contact Information (for example (604) 555-1234), or untick "Text me updates about this order".`,
  landline: (raw: string) =>
    `We cannot text "${raw}": it is a landline number. Give a mobile number under Contact Information, or untick "Text me updates about this order".`,
} as const;

/** The longest number anyone types (with spaces, dots and brackets); anything longer is not one. */
const MAX_TYPED_LENGTH = 40;

/**
 * The number in E.164, or the sentence that says why it cannot be texted; `shownAs` is the number
 * as the diner sees it (the checkout shows the account's digits formatted).
 */
export function normalizeSmsNumber(raw: string, country: CountryCode, shownAs?: string): SmsNumber {
  const typed = raw.trim();
  if (!typed) return { ok: false, message: smsNumberMessages.missing };
  const shown = (shownAs ?? typed).slice(0, MAX_TYPED_LENGTH);
  if (typed.length > MAX_TYPED_LENGTH) return { ok: false, message: smsNumberMessages.invalid(shown) };
  const parsed = parsePhoneNumberFromString(typed, country);
  if (!parsed?.isValid()) return { ok: false, message: smsNumberMessages.invalid(shown) };
  // Where the plan tells fixed lines from mobiles (not North America's, where either may take texts).
  const type = parsed.getType();
  if (type === 'FIXED_LINE' || type === 'TOLL_FREE' || type === 'PREMIUM_RATE' || type === 'SHARED_COST')
    return { ok: false, message: smsNumberMessages.landline(shown) };
  return { ok: true, e164: parsed.number };
}

/** Countries an address names at its end, as restaurants write them. */
const COUNTRY_NAMES: Record<string, CountryCode> = {
  canada: 'CA',
  usa: 'US',
  us: 'US',
  'united states': 'US',
  'united states of america': 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  ireland: 'IE',
  australia: 'AU',
  'new zealand': 'NZ',
  mexico: 'MX',
  france: 'FR',
  germany: 'DE',
  spain: 'ES',
  italy: 'IT',
  netherlands: 'NL',
};

const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/**
 * The country of a restaurant's address, for numbers diners type without a country code: a
 * country named at its end (a name or a two-letter code), else a Canadian postal code or a US
 * state with its ZIP code; else Canada (this platform's home, and one numbering plan with the US,
 * so a North American number reads the same either way).
 */
export function countryOfAddress(address: string | null | undefined): CountryCode {
  const text = (address ?? '').trim();
  const last = text.split(',').at(-1)?.trim() ?? '';
  const named = COUNTRY_NAMES[last.toLowerCase().replace(/\./g, '')];
  if (named) return named;
  if (/^[A-Z]{2}$/.test(last) && !US_STATES.includes(last) && isSupportedCountry(last))
    return last as CountryCode;
  if (/\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/i.test(text)) return 'CA';
  const state = text.match(/\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/)?.[1];
  if (state && US_STATES.includes(state)) return 'US';
  return 'CA';
}

/** A number in E.164 as people read it: '+1 604 555 1234' (staff see it on the order's notices). */
export function formatSmsNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
