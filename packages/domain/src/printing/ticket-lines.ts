import { allergyParts } from '../allergy-words.ts';
import type { PlacedOrderType } from '../types.ts';
import { unitLabel } from '../unit-label.ts';
import { formatClock, zonedTime } from '../zoned-time.ts';
import { printableText } from './printable-text.ts';
import type { TicketItem } from './printers.ts';

/**
 * A printed ticket's lines (decision 0090), the same for every printer: the encoder turns them into
 * the printer's commands, the pretend printer and the tests read them back. Everything a cook or
 * a runner needs and nothing of the money: the big order number, the type, the promised time, the
 * table or the customer, each item with its choices, the notes with their allergy words in capitals
 * between asterisks, free reward items, the delivery unit and the driver's instructions, and a mark
 * on a reprint or a cancellation. Every line is plain ASCII (`printableText`).
 */

export interface TicketTextLine {
  text: string;
  /** Double width and height: the order number and the marks. */
  big?: boolean;
  bold?: boolean;
  center?: boolean;
}
/** A line across the ticket. */
export interface TicketRule {
  rule: true;
}
export type TicketLine = TicketTextLine | TicketRule;

export type TicketMark = 'ticket' | 'reprint' | 'cancellation';

/** The order as a ticket reads it (the staff view of an order has all of it). */
export interface TicketOrder {
  orderNumber: number;
  orderType: PlacedOrderType;
  createdAt: string;
  /** The promise: ready (pickup, dine-in) or delivered by. */
  completedAt: string;
  tableNumber?: string | null;
  /** A round of a table visit's tab (decision 0094): "TABLE 5 - ROUND 2". */
  visitRound?: number | null;
  customerName: string;
  notes: string;
  deliveryAddress?: string | null;
  aptNumber?: string | null;
  deliveryInstructions?: string | null;
  cancelReason?: string | null;
}

export interface TicketContext {
  restaurantName: string;
  locationName: string;
  timeZone: string;
  /** The printer's station, printed under the number ('KITCHEN', 'BAR'). */
  station: string;
  mark: TicketMark;
  /** When it is printed (a reprint says when). */
  at: Date;
}

const clock = (iso: string | Date, timeZone: string) =>
  formatClock(zonedTime(typeof iso === 'string' ? Date.parse(iso) : iso.getTime(), timeZone));

/** A diner's text with its allergy words raised: 'no *NUTS* please'. */
export function markAllergies(text: string): string {
  return allergyParts(text)
    .map((part) => (part.allergy ? `*${part.text.toUpperCase()}*` : part.text))
    .join('');
}

function typeLine(order: TicketOrder): string {
  const type = order.orderType.toUpperCase();
  if (order.orderType !== 'Dine-in' || !order.tableNumber) return type;
  const round = order.visitRound ? ` - ROUND ${order.visitRound}` : '';
  return `${type} - TABLE ${order.tableNumber}${round}`;
}

/** The lines of one order's ticket at one station, with that station's items. */
export function ticketLines(
  order: TicketOrder,
  items: readonly TicketItem[],
  context: TicketContext,
): TicketLine[] {
  const { timeZone } = context;
  const lines: TicketLine[] = [
    { text: context.restaurantName, center: true, bold: true },
    { text: context.locationName, center: true },
    { text: `#${order.orderNumber}`, big: true, center: true },
  ];
  if (context.mark === 'cancellation') lines.push({ text: '*** CANCELLED ***', big: true, center: true });
  if (context.mark === 'reprint') lines.push({ text: '** REPRINT **', big: true, center: true });
  lines.push(
    { text: context.station.toUpperCase(), center: true, bold: true },
    { rule: true },
    { text: typeLine(order), bold: true },
    {
      text: `${order.orderType === 'Delivery' ? 'Deliver by' : 'Ready by'} ${clock(order.completedAt, timeZone)}`,
      bold: true,
    },
    { text: `Placed ${clock(order.createdAt, timeZone)}` },
  );
  if (order.customerName) lines.push({ text: `Customer: ${order.customerName}` });
  if (context.mark === 'reprint') lines.push({ text: `Reprinted ${clock(context.at, timeZone)}` });
  if (context.mark === 'cancellation' && order.cancelReason)
    lines.push({ text: `Reason: ${order.cancelReason}`, bold: true });
  lines.push({ rule: true });
  for (const item of items) {
    lines.push({
      text: `${item.count}x ${item.name}${item.freeReward ? ' (REWARD - FREE)' : ''}`,
      bold: true,
    });
    for (const choice of item.choices) lines.push({ text: `   + ${markAllergies(choice)}` });
  }
  if (order.notes.trim())
    lines.push({ rule: true }, { text: `NOTE: ${markAllergies(order.notes.trim())}`, bold: true });
  if (order.orderType === 'Delivery') {
    lines.push({ rule: true });
    if (order.deliveryAddress) lines.push({ text: order.deliveryAddress });
    const unit = unitLabel(order.aptNumber);
    if (unit) lines.push({ text: unit.toUpperCase(), bold: true });
    if (order.deliveryInstructions?.trim())
      lines.push({ text: `DRIVER: ${order.deliveryInstructions.trim()}` });
  }
  return printable(lines);
}

const printable = (lines: readonly TicketLine[]): TicketLine[] =>
  lines.map((line) => ('rule' in line ? line : { ...line, text: printableText(line.text) }));

/** The test page of the back office's Test print button. */
export function testTicketLines(
  printer: { name: string; station: string },
  restaurantName: string,
  at: Date,
  timeZone: string,
): TicketLine[] {
  return printable([
    { text: restaurantName, center: true, bold: true },
    { text: 'TEST PRINT', big: true, center: true },
    { text: printer.station.toUpperCase(), center: true, bold: true },
    { rule: true },
    { text: `Printer: ${printer.name}` },
    { text: `Printed ${clock(at, timeZone)}` },
    { text: 'If you can read this, tickets will print here.' },
  ]);
}

/** The ticket as plain text, one line per line (rules as dashes): what the pretend printer shows. */
export function ticketText(lines: readonly TicketLine[], columns = 48): string {
  return lines.map((line) => ('rule' in line ? '-'.repeat(columns) : line.text)).join('\n');
}
