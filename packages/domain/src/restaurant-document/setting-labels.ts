import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';

/**
 * Words for the settings the back office saves: the audit log's summaries and the refusals name
 * fields as a manager knows them, never by their keys.
 */
export const settingLabels: Record<string, string> = {
  name: 'name',
  locationName: 'location name',
  address: 'address',
  latLng: 'map position',
  inactive: 'open or closed for orders',
  phoneNumber: 'phone number',
  email: 'e-mail address',
  landingUrl: 'landing page',
  googleMapsUrl: 'maps link',
  welcomeMessage: 'welcome message',
  deliveryEnabled: 'delivery',
  dineInEnabled: 'dine-in',
  virtualKioskEnabled: 'virtual kiosk',
  marketingEnabled: 'marketing e-mails',
  mobileAppEnabled: 'mobile app',
  printingEnabled: 'kitchen printing',
  rewardsEnabled: 'rewards',
  guestOrderingEnabled: 'guest ordering',
  courierEnabled: 'courier delivery',
  dineInOrderingEnabled: 'dine-in ordering',
  commentsEnabled: 'order comments',
  promoCodesEnabled: 'promo codes',
  deliveryOnlinePaymentOnly: 'online payment only for delivery',
  requestTypes: 'table request types',
  requestTypesTablet: 'tablet request types',
  paymentMethodType: 'payment methods',
  dineInPaymentMethodType: 'dine-in payment methods',
  tipValues: 'tip options',
  timeZone: 'time zone',
  hours: 'opening hours',
  deliveryHours: 'delivery hours',
  waitTime: 'wait time',
  minOrder: 'minimum order',
  minOrderDiscount: 'discount threshold',
  firstOrderDiscount: 'first-order discount',
  pickupDiscount: 'pickup discount',
  bagFee: 'bag fee',
};

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "opening hours, Monday" for ['hours', 1, 'close']. */
function placeOf(path: readonly PropertyKey[]): string | null {
  const [key, index] = path;
  if (typeof key !== 'string') return null;
  const label = settingLabels[key] ?? null;
  if (!label) return null;
  if ((key === 'hours' || key === 'deliveryHours') && typeof index === 'number') {
    return `${label}, ${weekdays[index] ?? ''}`;
  }
  if (key === 'tipValues' && typeof index === 'number') return `${label}, option ${index + 1}`;
  if ((key === 'requestTypes' || key === 'requestTypesTablet') && typeof index === 'number') {
    return `${label}, row ${index + 1}`;
  }
  return label;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A refusal (400) naming the field and saying what is wrong, from the document schema's issue. */
export function settingsProblem(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const place = issue ? placeOf(issue.path) : null;
  const message = issue?.message && /^[A-Z]/.test(issue.message) ? issue.message : 'This is not valid.';
  return new HttpError(400, place ? `${capital(place)}: ${message}` : message);
}

/** "the welcome message, delivery and tip options" for the audit summary. */
export function labelList(keys: string[]): string {
  const labels = keys.map((key) => settingLabels[key] ?? key);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
