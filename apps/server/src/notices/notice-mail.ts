import {
  brandPalette,
  type Cents,
  formatClock,
  formatMoney,
  formatMonthDay,
  isReceipt,
  type NoticeKind,
  type Order,
  paymentLabel,
  receiptLines,
  zonedTime,
} from '@orderly/domain';
import { escapeHtml } from '../http/outbox-page.ts';
import type { EmailMessage } from '../integrations/email/types.ts';

/**
 * The words of each notice (decision 0084), for people: a subject, paragraphs, and for the receipt
 * its lines exactly as the order details page lists them (the domain's `receiptLines`, never
 * added up again here). Laid out twice, as plain text and as HTML in the restaurant's colour with
 * its logo; every notice that is not a receipt ends with the link that turns them off.
 */

/** What a notice is written from, all read when it is sent. */
export interface NoticeMailInput {
  kind: NoticeKind;
  to: string;
  /** The notice's row id: its Message-ID, the same however often it is sent. */
  noticeId: string;
  /** Written with the notice by the change: a cancellation's reason and refund, a refund's amount. */
  detail: Record<string, unknown>;
  /** When the notice was queued (an escalation says how long the order had waited then). */
  queuedAt: Date;
  order: Order & { cancelReason: string | null; courierTrackingUrl: string | null; pointsRedeemed: number };
  restaurant: {
    name: string;
    locationName: string;
    address: string;
    phoneNumber: string;
    timeZone: string;
    logoUrl: string | null;
    brandColor: string;
  };
  /** The customer site's address (the Message-ID's host; links). */
  publicUrl: string;
  /** The page that turns the restaurant's order e-mails off for this diner (none on a receipt or to staff). */
  unsubscribeUrl: string | null;
}

interface Words {
  subject: string;
  paragraphs: string[];
  /** The receipt's table (the placed notice only). */
  receipt?: { items: ReceiptRow[]; amounts: ReceiptRow[] };
  /** A link shown as a button: the courier's tracking page, the staff app. */
  action?: { label: string; url: string };
  /** The e-mail's sentence before the button ("…with the link below"): a text or push has the link itself or none. */
  actionLead?: string;
}

interface ReceiptRow {
  label: string;
  detail?: string;
  value: string;
  strong?: boolean;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** "7:45 PM", or "Nov 19, 7:45 PM" when not the day the notice speaks of. */
function timeLabel(at: string | Date, timeZone: string, sameDayAs?: Date): string {
  const time = zonedTime(new Date(at).getTime(), timeZone);
  if (!sameDayAs) return formatClock(time);
  const day = zonedTime(sameDayAs.getTime(), timeZone);
  const sameDay = day.year === time.year && day.month === time.month && day.day === time.day;
  return sameDay ? formatClock(time) : `${formatMonthDay(time)}, ${formatClock(time)}`;
}

/** "Nov 18, 7:30 PM". */
function dayAndTime(at: string, timeZone: string): string {
  const time = zonedTime(new Date(at).getTime(), timeZone);
  return `${formatMonthDay(time)}, ${formatClock(time)}`;
}

/** Where the order is picked up, delivered or served, in a sentence. */
function placeOf(input: NoticeMailInput): string {
  const { order, restaurant } = input;
  const promised = timeLabel(order.completedAt, restaurant.timeZone, input.queuedAt);
  if (order.orderType === 'Delivery') {
    const address = [order.deliveryAddress, order.aptNumber ? `unit ${order.aptNumber}` : '']
      .filter(Boolean)
      .join(', ');
    return `Delivery to ${address || 'your address'}, arriving around ${promised}.`;
  }
  if (order.orderType === 'Dine-in')
    return `Dine-in at ${restaurant.locationName}${order.tableNumber ? `, table ${order.tableNumber}` : ''}.`;
  return `Pickup at ${restaurant.locationName}, ${restaurant.address}, ready around ${promised}.`;
}

const greeting = (order: NoticeMailInput['order']) =>
  order.customerName ? `Hi ${order.customerName},` : 'Hi,';

/** A refund's sentence, as the cancellation e-mail has always said it. */
const refundSentence = (amount: Cents) =>
  `We have refunded ${formatMoney(amount)} to your card; it can take 5–10 business days to appear on your statement.`;

const pointsSentence = (points: number) =>
  points > 0 ? `The ${points} points you spent on rewards are back in your account.` : '';

function wordsOf(input: NoticeMailInput): Words {
  const { order, restaurant, detail } = input;
  const number = `#${order.orderNumber}`;
  switch (input.kind) {
    case 'placed': {
      const receipt = receiptLines(order);
      return {
        subject: `Your receipt from ${restaurant.name}: order ${number}`,
        paragraphs: [
          greeting(order),
          `Thank you for your order at ${restaurant.name}. This is your receipt for order ${number}, placed ${dayAndTime(order.createdAt, restaurant.timeZone)}.`,
          placeOf(input),
          `Payment: ${paymentLabel(order.paymentMethod, order.status)}.`,
        ],
        receipt: {
          items: receipt.items.map((item) => ({
            label: `${item.count} × ${item.name}`,
            ...(item.choices.length ? { detail: item.choices.map((choice) => choice.name).join(', ') } : {}),
            value: item.price,
          })),
          amounts: receipt.amounts.map((amount) => ({
            label: amount.label,
            value: amount.value,
            strong: amount.kind === 'total' || amount.kind === 'paid',
          })),
        },
      };
    }
    case 'confirmed':
      return {
        subject: `${restaurant.name} confirmed your order ${number}`,
        paragraphs: [
          greeting(order),
          `${restaurant.name} has confirmed your order ${number} and is preparing it.`,
          order.orderType === 'Delivery'
            ? `It should arrive around ${timeLabel(order.completedAt, restaurant.timeZone, input.queuedAt)}.`
            : `It will be ready around ${timeLabel(order.completedAt, restaurant.timeZone, input.queuedAt)}.`,
        ],
      };
    case 'late': {
      const minutes = num(detail.minutes);
      const newTime = timeLabel(order.completedAt, restaurant.timeZone, input.queuedAt);
      return {
        subject: `Your order ${number} is running late`,
        paragraphs: [
          greeting(order),
          `Sorry, ${restaurant.name} is running late with your order ${number}${minutes > 0 ? ` by about ${minutes} minutes` : ''}.`,
          order.orderType === 'Delivery'
            ? `It should now arrive around ${newTime}.`
            : `It will now be ready around ${newTime}.`,
        ],
      };
    }
    case 'ready':
      return {
        subject: `Your order ${number} is ready for pickup`,
        paragraphs: [
          greeting(order),
          `Your order ${number} is ready. Pick it up at ${restaurant.locationName}, ${restaurant.address}.`,
          `At the counter, say: “Order ${number}${order.customerName ? ` for ${order.customerName}` : ''}.”`,
          order.paymentMethod === 'offline'
            ? `Please pay ${formatMoney(order.total)} when you pick it up.`
            : '',
        ],
      };
    case 'outForDelivery':
      return {
        subject: `Your order ${number} is on its way`,
        paragraphs: [
          greeting(order),
          `Your order ${number} from ${restaurant.name} is out for delivery to ${order.deliveryAddress ?? 'your address'}.`,
        ],
        ...(order.courierTrackingUrl
          ? {
              action: { label: 'Track your delivery', url: order.courierTrackingUrl },
              actionLead: 'Follow the courier on the map with the link below.',
            }
          : {}),
      };
    case 'cancelled': {
      const refund = num(detail.refundAmount);
      return {
        subject: `Your order ${number} was cancelled`,
        paragraphs: [
          greeting(order),
          `${restaurant.name} cancelled your order ${number}.`,
          `Reason: ${str(detail.reason) || order.cancelReason || ''}`,
          refund > 0 ? refundSentence(refund) : '',
          pointsSentence(num(detail.pointsBack)),
          'We are sorry for the trouble.',
        ],
      };
    }
    case 'refunded':
      return {
        subject: `${restaurant.name} refunded ${formatMoney(num(detail.amount))} on order ${number}`,
        paragraphs: [
          greeting(order),
          `${restaurant.name} gave back ${formatMoney(num(detail.amount))} on your order ${number}.`,
          str(detail.reason) ? `Reason: ${str(detail.reason)}` : '',
          refundSentence(num(detail.amount)),
        ],
      };
    case 'escalation': {
      // How long it had waited when it escalated (a scheduled order waits from its start time).
      const waitedSeconds =
        typeof input.detail.waitedSeconds === 'number'
          ? input.detail.waitedSeconds
          : (input.queuedAt.getTime() - new Date(order.createdAt).getTime()) / 1000;
      const waited = Math.max(1, Math.round(waitedSeconds / 60));
      return {
        subject: `Order #${order.orderNumber} has not been confirmed for ${waited} minute${waited === 1 ? '' : 's'}`,
        paragraphs: [
          `Order #${order.orderNumber} (${order.orderType}, ${formatMoney(order.total)}) at ${restaurant.locationName} was placed at ${timeLabel(order.createdAt, restaurant.timeZone)} and nobody has confirmed it yet.`,
          'Open the orders board to confirm it, or call the kitchen.',
        ],
        action: { label: 'Open the orders board', url: `${input.publicUrl}/staff/` },
      };
    }
  }
}

function textOf(words: Words, input: NoticeMailInput): string {
  const parts = [...words.paragraphs.filter(Boolean), words.actionLead ?? ''].filter(Boolean);
  if (words.receipt) {
    const row = (line: ReceiptRow) =>
      `${line.label}  ${line.value}${line.detail ? `\n    ${line.detail}` : ''}`;
    parts.push(words.receipt.items.map(row).join('\n'), words.receipt.amounts.map(row).join('\n'));
  }
  if (words.action) parts.push(`${words.action.label}: ${words.action.url}`);
  if (input.restaurant.phoneNumber && input.kind !== 'escalation')
    parts.push(`Questions? Call ${input.restaurant.name} at ${input.restaurant.phoneNumber}.`);
  if (input.unsubscribeUrl)
    parts.push(
      `You get these e-mails because you ordered from ${input.restaurant.name}. To stop them: ${input.unsubscribeUrl}`,
    );
  return `${parts.join('\n\n')}\n`;
}

function htmlOf(words: Words, input: NoticeMailInput): string {
  const { restaurant } = input;
  const palette = brandPalette({ brandColor: restaurant.brandColor, theme: 'light' });
  const brand = palette?.brand ?? '#1b1b1b';
  const onBrand = palette?.onBrand ?? '#ffffff';
  const brandText = palette?.brandText ?? '#1b1b1b';
  const cell = 'padding:4px 0;vertical-align:top';
  const rows = (lines: ReceiptRow[]) =>
    lines
      .map(
        (line) =>
          `<tr><td style="${cell}${line.strong ? ';font-weight:700' : ''}">${escapeHtml(line.label)}${
            line.detail ? `<br><span style="color:#555;font-size:14px">${escapeHtml(line.detail)}</span>` : ''
          }</td><td style="${cell};text-align:right;white-space:nowrap${line.strong ? ';font-weight:700' : ''}">${escapeHtml(line.value)}</td></tr>`,
      )
      .join('');
  const receipt = words.receipt
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;border-top:1px solid #ddd">${rows(words.receipt.items)}</table>
<table role="presentation" style="width:100%;border-collapse:collapse;border-top:1px solid #ddd">${rows(words.receipt.amounts)}</table>`
    : '';
  const action = words.action
    ? `<p><a href="${escapeHtml(words.action.url)}" style="display:inline-block;background:${brand};color:${onBrand};padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(words.action.label)}</a></p>`
    : '';
  const phone =
    restaurant.phoneNumber && input.kind !== 'escalation'
      ? `<p>Questions? Call ${escapeHtml(restaurant.name)} at <a href="tel:${escapeHtml(restaurant.phoneNumber)}" style="color:${brandText}">${escapeHtml(restaurant.phoneNumber)}</a>.</p>`
      : '';
  const unsubscribe = input.unsubscribeUrl
    ? `<p style="color:#555;font-size:13px">You get these e-mails because you ordered from ${escapeHtml(restaurant.name)}. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#555">Stop order e-mails</a>.</p>`
    : '';
  const logo = restaurant.logoUrl
    ? `<img src="${escapeHtml(restaurant.logoUrl)}" alt="${escapeHtml(restaurant.name)}" height="40" style="height:40px;vertical-align:middle">`
    : `<strong style="font-size:20px">${escapeHtml(restaurant.name)}</strong>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;background:#f4f4f4;font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;color:#1b1b1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff">
<div style="background:${brand};color:${onBrand};padding:16px 20px">${logo}</div>
<div style="padding:8px 20px 20px">
<h1 style="font-size:20px;margin:16px 0">${escapeHtml(words.subject)}</h1>
${[...words.paragraphs, words.actionLead ?? '']
  .filter(Boolean)
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join('\n')}
${receipt}
${action}
${phone}
${unsubscribe}
</div></div></body></html>`;
}

/** The e-mail of a notice: its words as text and HTML, its stable Message-ID, and its unsubscribe headers. */
export function noticeMail(input: NoticeMailInput): EmailMessage {
  const words = wordsOf(input);
  const host = new URL(input.publicUrl).hostname || 'orderly.local';
  const unsubscribe = input.unsubscribeUrl && !isReceipt(input.kind) ? input.unsubscribeUrl : null;
  const withLink = { ...input, unsubscribeUrl: unsubscribe };
  return {
    to: input.to,
    subject: words.subject,
    text: textOf(words, withLink),
    html: htmlOf(words, withLink),
    messageId: `<notice-${input.noticeId}@${host}>`,
    fromName: input.restaurant.name.replace(/[\r\n"<>]/g, ' ').trim(),
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

/** The longest body a push notification carries (phones show two or three lines of it). */
const PUSH_BODY_LIMIT = 240;

/**
 * A push notification's words (decision 0091): the e-mail's subject as the title, its sentences
 * without the greeting as the body, cut to what a phone shows. The receipt's table is not in it.
 */
export function noticePush(input: NoticeMailInput): { title: string; body: string } {
  const words = wordsOf(input);
  const hello = greeting(input.order);
  const body = words.paragraphs.filter((paragraph) => paragraph && paragraph !== hello).join(' ');
  return {
    title: words.subject,
    body: body.length > PUSH_BODY_LIMIT ? `${body.slice(0, PUSH_BODY_LIMIT - 1).trimEnd()}…` : body,
  };
}

/** Said once per order and number, in its first text: Twilio stops texting a number that replies STOP. */
export const SMS_OPT_OUT = 'Reply STOP to opt out.';

/**
 * A text message's words (decision 0095), from the same words as the e-mail: the restaurant's name
 * first (a text shows only a number as its sender; not twice when its first sentence names it), the sentences without the greeting, and the
 * link a text can carry (the courier's tracking page). The receipt's table is not in it. `first`:
 * the order's first text to this number, which says how to opt out.
 */
export function noticeSms(input: NoticeMailInput, options: { first: boolean }): string {
  const words = wordsOf(input);
  const hello = greeting(input.order);
  const sentences = words.paragraphs.filter((paragraph) => paragraph && paragraph !== hello);
  const link = words.action ? `${words.action.label}: ${words.action.url}` : '';
  const said = sentences.join(' ');
  // In the restaurant's name: said first, unless the first sentence already says it.
  const named = said.startsWith(input.restaurant.name) ? said : `${input.restaurant.name}: ${said}`;
  return [named, link, options.first ? SMS_OPT_OUT : ''].filter(Boolean).join('\n');
}
