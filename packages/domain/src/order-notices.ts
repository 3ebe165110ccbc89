import type { DinerNoticeSettings, OrderStatus, OrderType } from './types.ts';
import type { DinerNoticeKind, NoticeChannel, NoticeKind } from './vocabulary.ts';

/**
 * The notices an order sends (issue 26, decision 0084): which change sends which, which the
 * restaurant may turn off, and when a notice that failed is tried again. The wording and the
 * sending are the server's (apps/server/src/notices/).
 */

/** Every notice goes unless the restaurant turns it off. */
export const DEFAULT_DINER_NOTICES: DinerNoticeSettings = {
  placed: true,
  confirmed: true,
  late: true,
  ready: true,
  outForDelivery: true,
  cancelled: true,
  refunded: true,
};

/**
 * What goes by Web Push to a diner who turned it on (decision 0091): the moments worth a tap on the
 * shoulder. The receipt and a refund are records to keep, so they go by e-mail only.
 */
export const DEFAULT_PUSH_NOTICES: DinerNoticeSettings = {
  placed: false,
  confirmed: true,
  late: true,
  ready: true,
  outForDelivery: true,
  cancelled: true,
  refunded: false,
};

/**
 * What goes by text message to a diner who ticked "Text me updates about this order" (decision
 * 0095): the moments that change what the diner does next. The receipt (a record with every line)
 * and a refund go by e-mail only.
 */
export const DEFAULT_SMS_NOTICES: DinerNoticeSettings = {
  placed: false,
  confirmed: true,
  late: true,
  ready: true,
  outForDelivery: true,
  cancelled: true,
  refunded: false,
};

/** As staff see a notice's channel on the order's details. */
export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  email: 'E-mail',
  push: 'Push notification',
  sms: 'Text message',
};

/** As staff and the settings screen name them. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  placed: 'Receipt',
  confirmed: 'Order confirmed',
  late: 'Running late',
  ready: 'Ready for pickup',
  outForDelivery: 'Out for delivery',
  cancelled: 'Order cancelled',
  refunded: 'Refund',
  escalation: 'Unconfirmed order (to managers)',
};

/**
 * The receipt is a record of a purchase, not a message a diner can turn off: it carries no
 * unsubscribe link and goes even to a diner who unsubscribed.
 */
export const isReceipt = (kind: NoticeKind): boolean => kind === 'placed';

/** Whether the restaurant sends this diner notice (settings it never saved are the defaults). */
export function dinerNoticeWanted(
  settings: Partial<DinerNoticeSettings> | null | undefined,
  kind: DinerNoticeKind,
): boolean {
  return settings?.[kind] ?? DEFAULT_DINER_NOTICES[kind];
}

/** Whether the restaurant sends this diner notice by Web Push (settings it never saved are the defaults). */
export function pushNoticeWanted(
  settings: Partial<DinerNoticeSettings> | null | undefined,
  kind: DinerNoticeKind,
): boolean {
  return settings?.[kind] ?? DEFAULT_PUSH_NOTICES[kind];
}

/** Whether the restaurant sends this diner notice by text message (settings it never saved are the defaults). */
export function smsNoticeWanted(
  settings: Partial<DinerNoticeSettings> | null | undefined,
  kind: DinerNoticeKind,
): boolean {
  return settings?.[kind] ?? DEFAULT_SMS_NOTICES[kind];
}

/**
 * Whether the checkout offers "Text me updates about this order": the restaurant sends at least one
 * notice by text (a restaurant that turned every one off asks for no number it would never use).
 */
export function sendsAnySms(settings: Partial<DinerNoticeSettings> | null | undefined): boolean {
  return (Object.keys(DEFAULT_SMS_NOTICES) as DinerNoticeKind[]).some((kind) =>
    smsNoticeWanted(settings, kind),
  );
}

/**
 * The diner notice a status change sends: confirmed when the kitchen takes the order; when it is
 * done, ready for pickup (Pickup) or out for delivery (Delivery). A dine-in order is brought to
 * the table, and a cancellation is its own notice (with the refund): neither is sent from here.
 * Undoing "Mark done" (Done back to Preparing) sends nothing.
 */
export function noticeOfStatusChange(
  orderType: OrderType,
  from: OrderStatus,
  to: OrderStatus,
): DinerNoticeKind | null {
  if (to === 'Preparing') return from === 'New' || from === 'Pending' ? 'confirmed' : null;
  if (to === 'Done') {
    if (orderType === 'Pickup') return 'ready';
    if (orderType === 'Delivery') return 'outForDelivery';
  }
  return null;
}

/** A notice is given up after this many failed attempts (about an hour and a half of trying). */
export const MAX_NOTICE_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 30 * 60_000;

/**
 * How long after its `attempts`-th failed attempt a notice is tried again: 30 s, doubling each
 * time, never more than 30 minutes; null once it has had MAX_NOTICE_ATTEMPTS (it is given up).
 */
export function noticeRetryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_NOTICE_ATTEMPTS) return null;
  const doubled = FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, LONGEST_WAIT_MS);
}
