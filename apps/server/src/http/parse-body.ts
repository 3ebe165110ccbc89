import { messages } from '@orderly/domain';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** Field names as a customer would say them (the last named part of an issue's path). */
const fieldWords: Record<string, string> = {
  count: 'quantity',
  choicesProducts: 'cart',
  choices: 'choice',
  products: 'cart',
  cart: 'cart',
  choicesCart: 'cart',
  promos: 'redeemed reward',
  redeemedPromoCode: 'promo code',
  code: 'promo code',
  orderTime: 'order time',
  orderType: 'order type',
  paymentMethod: 'payment method',
  tableId: 'table',
  locationId: 'location',
  restaurantId: 'restaurant',
  courierDetails: 'delivery booking',
  booking_id: 'delivery booking',
  latLng: 'address',
  lat: 'address',
  lng: 'address',
  notes: 'special requests',
  phoneNumber: 'phone number',
  phone_number: 'phone number',
  aptNumber: 'apartment number',
  deliveryInstructions: 'delivery instructions',
  dropoff_instructions: 'delivery instructions',
  tip: 'tip',
  email: 'e-mail',
};

/** 'pickup_address' -> 'pickup address', 'sourceClient' -> 'source client'. */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** Fields whose keys are data (product and reward ids), never field names. */
const recordFields = new Set(['products', 'cart', 'promos']);

/** The field an issue is about, in words; record keys (product ids) and list indexes are skipped. */
function fieldName(path: readonly PropertyKey[]): string | null {
  for (let index = path.length - 1; index >= 0; index--) {
    const key = path[index];
    if (typeof key !== 'string') continue;
    const parent = path[index - 1];
    if (typeof parent === 'string' && recordFields.has(parent)) continue;
    if (fieldWords[key]) return fieldWords[key];
    if (/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) return words(key);
  }
  return null;
}

/** The spec's messages that are not written as sentences, yet are meant for people as they are. */
const verbatim = new Set<string>([messages.userTokenInvalid]);

/** Whether a message was written for people (the spec's and ours), not a schema's default text. */
export function isSentence(message: string): boolean {
  if (verbatim.has(message)) return true;
  return /^[A-Z].*[.!]$/.test(message) && !/^(Invalid|Too (big|small)|Expected)\b/.test(message);
}

/**
 * The sentence for a schema failure: a message written for people as it is, otherwise a sentence
 * naming the field in words. Never a path, never the schema library's wording.
 */
export function issueSentence(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Sorry, the request is not valid.';
  if (isSentence(issue.message)) return issue.message;
  const field = fieldName(issue.path) ?? 'request';
  const the = field === 'request' ? 'the request' : `the ${field}`;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `Sorry, ${the} is missing.` : `Sorry, ${the} is not valid.`;
    case 'too_big':
      if (issue.origin === 'string') return `Sorry, ${the} must be ${issue.maximum} characters or less.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Sorry, ${the} can have at most ${issue.maximum} entries.`;
      if (issue.origin === 'number' || issue.origin === 'int')
        return `Sorry, ${the} must be ${issue.maximum} or less.`;
      return `Sorry, ${the} is too large.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `Sorry, ${the} cannot be empty.`
          : `Sorry, ${the} must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'number' || issue.origin === 'int')
        return `Sorry, ${the} must be ${issue.minimum} or more.`;
      return `Sorry, ${the} needs more entries.`;
    case 'invalid_value':
      return `Sorry, ${the} is not one of the choices offered.`;
    case 'unrecognized_keys':
      return 'Sorry, the request has fields we do not know.';
    default:
      return `Sorry, ${the} is not valid.`;
  }
}

/** Parses a request body; a bad one answers 400 with a sentence about the first field that is wrong. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new HttpError(400, issueSentence(parsed.error.issues[0]));
}
