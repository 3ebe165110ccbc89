import { describe, expect, it } from 'vitest';
import { printersSchema } from '../restaurant-document/schema.ts';
import type { OrderLine, OrderReward, Printer } from '../types.ts';
import { printableText } from './printable-text.ts';
import { categoriesByProduct, printRetryDelayMs, ticketsForOrder } from './printers.ts';
import { type TicketOrder, ticketLines, ticketText } from './ticket-lines.ts';

const printer = (
  id: string,
  station: string,
  prints: Partial<Pick<Printer, 'categoryIds' | 'productIds'>> = {},
): Printer => ({
  id,
  name: `${station} printer`,
  station,
  categoryIds: prints.categoryIds ?? [],
  productIds: prints.productIds ?? [],
  connection: { kind: 'tcp', host: '192.168.1.50', port: 9100 },
});

const line = (productId: string, name: string, count = 1, choices: string[] = []): OrderLine => ({
  productId,
  name,
  count,
  unitPrice: 1000,
  totalPrice: 1000 * count,
  choices: choices.map((choice, index) => ({ modifierId: 'm', id: `c${index}`, name: choice, price: 0 })),
});

const burger = line('burger', 'Smash Burger', 2, ['No onions', 'Gluten-free bun']);
const fries = line('fries', 'Fries');
const beer = line('ipa', 'Crème IPA');
const cookie: OrderReward = {
  rewardId: 'r1',
  count: 1,
  name: 'Free cookie',
  productId: 'cookie',
  totalDiscountSubtotal: 300,
};
const tenOff: OrderReward = {
  rewardId: 'r2',
  count: 1,
  name: '$10 off',
  productId: null,
  totalDiscountSubtotal: 1000,
};

const menu = categoriesByProduct([
  { id: 'mains', productOrder: ['burger', 'fries'] },
  { id: 'drinks', productOrder: ['ipa'] },
  { id: 'desserts', productOrder: ['cookie'] },
]);

const kitchen = printer('kitchen-1', 'kitchen', { categoryIds: ['mains', 'desserts'] });
const bar = printer('bar-1', 'bar', { categoryIds: ['drinks'] });
const expo = printer('expo-1', 'expo', { categoryIds: ['drinks'] });

describe('ticketsForOrder', () => {
  const order = { lines: [burger, fries, beer], rewards: [cookie, tenOff] };

  it('gives each station only its items, the expo every item', () => {
    const tickets = ticketsForOrder(order, [kitchen, bar, expo], menu);
    const names = tickets.map((ticket) => [ticket.printer.id, ticket.items.map((item) => item.name)]);
    expect(names).toEqual([
      ['kitchen-1', ['Smash Burger', 'Fries', 'Free cookie']],
      ['bar-1', ['Crème IPA']],
      ['expo-1', ['Smash Burger', 'Fries', 'Crème IPA', 'Free cookie']],
    ]);
  });

  it('prints a product listed by id, and everything on a printer that lists nothing', () => {
    const fryer = printer('fryer', 'Fryer', { productIds: ['fries'] });
    const all = printer('all', 'kitchen');
    const tickets = ticketsForOrder(order, [fryer, all], menu);
    expect(tickets[0]?.items.map((item) => item.name)).toEqual(['Fries']);
    expect(tickets[1]?.items).toHaveLength(4);
  });

  it('gives no ticket to a printer with nothing of the order, and none without printers', () => {
    expect(ticketsForOrder({ lines: [fries] }, [kitchen, bar], menu).map((t) => t.printer.id)).toEqual([
      'kitchen-1',
    ]);
    expect(ticketsForOrder(order, [], menu)).toEqual([]);
  });
});

const ticketOrder: TicketOrder = {
  orderNumber: 1042,
  orderType: 'Delivery',
  createdAt: '2026-11-28T02:05:00.000Z',
  completedAt: '2026-11-28T02:45:00.000Z',
  customerName: 'Zoë Ñúñez',
  notes: 'Severe nut allergy 🥜 please',
  deliveryAddress: '123 Main St, Vancouver',
  aptNumber: '4B',
  deliveryInstructions: 'Buzz 42',
};
const context = {
  restaurantName: 'Café Orderly',
  locationName: 'Main Street',
  timeZone: 'UTC',
  station: 'kitchen',
  mark: 'ticket' as const,
  at: new Date('2026-11-28T02:06:00.000Z'),
};

describe('ticketLines', () => {
  const items = ticketsForOrder({ lines: [burger, beer], rewards: [cookie] }, [expo], menu)[0]?.items ?? [];

  it('carries number, type, promise, customer, items with choices, notes with allergy words, the unit and the driver', () => {
    const text = ticketText(ticketLines(ticketOrder, items, context));
    expect(text).toBe(
      [
        'Cafe Orderly',
        'Main Street',
        '#1042',
        'KITCHEN',
        '-'.repeat(48),
        'DELIVERY',
        'Deliver by 2:45 AM',
        'Placed 2:05 AM',
        'Customer: Zoe Nunez',
        '-'.repeat(48),
        '2x Smash Burger',
        '   + No onions',
        '   + *GLUTEN-FREE* bun',
        '1x Creme IPA',
        '1x Free cookie (REWARD - FREE)',
        '-'.repeat(48),
        'NOTE: Severe *NUT* *ALLERGY* :peanuts: please',
        '-'.repeat(48),
        '123 Main St, Vancouver',
        'UNIT 4B',
        'DRIVER: Buzz 42',
      ].join('\n'),
    );
  });

  it('marks a reprint and a cancellation, and names the table of a dine-in order', () => {
    const dineIn = {
      ...ticketOrder,
      orderType: 'Dine-in' as const,
      tableNumber: '7',
      notes: '',
      cancelReason: 'Out of buns',
    };
    const reprint = ticketText(ticketLines(dineIn, items, { ...context, mark: 'reprint' }));
    expect(reprint).toContain('** REPRINT **');
    expect(reprint).toContain('DINE-IN - TABLE 7');
    expect(reprint).toContain('Ready by 2:45 AM');
    const cancelled = ticketText(ticketLines(dineIn, items, { ...context, mark: 'cancellation' }));
    expect(cancelled).toContain('*** CANCELLED ***');
    expect(cancelled).toContain('Reason: Out of buns');
    expect(cancelled).not.toContain('DRIVER');
    // A round of the table's tab (decision 0094) says which round.
    const round = ticketText(ticketLines({ ...dineIn, visitRound: 2 }, items, context));
    expect(round).toContain('DINE-IN - TABLE 7 - ROUND 2');
  });
});

describe('printableText', () => {
  it('prints accents, other scripts and emoji as their nearest readable ASCII, never raw bytes', () => {
    expect(printableText('Crème brûlée, jalapeño, Straße')).toBe('Creme brulee, jalapeno, Strasse');
    expect(printableText('Pizza 🍕 “special”')).toBe('Pizza :pizza: "special"');
    expect(printableText('a\tb\u001bc')).toBe('a b c');
    expect(printableText('寿司')).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('printers in the restaurant document', () => {
  it('drops the old plain-string entries, defaults the port to 9100 and refuses a bad address', () => {
    const parsed = printersSchema.safeParse([
      'kitchen',
      { id: 'bar', name: 'Bar', station: 'bar', connection: { kind: 'tcp', host: '10.0.0.9' } },
    ]);
    expect(parsed.success && parsed.data).toEqual([
      {
        id: 'bar',
        name: 'Bar',
        station: 'bar',
        categoryIds: [],
        productIds: [],
        connection: { kind: 'tcp', host: '10.0.0.9', port: 9100 },
      },
    ]);
    const bad = printersSchema.safeParse([
      {
        id: 'bar',
        name: 'Bar',
        station: 'bar',
        connection: { kind: 'tcp', host: 'not a host!', port: 70000 },
      },
    ]);
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([
      "Use the printer's IP address or host name, like 192.168.1.50.",
      'Use a port from 1 to 65535 (most printers listen on 9100).',
    ]);
  });
});

describe('printRetryDelayMs', () => {
  it('doubles from 5 s to a minute, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => printRetryDelayMs(n))).toEqual([
      5000, 10000, 20000, 40000, 60000, 60000,
    ]);
    expect(printRetryDelayMs(30)).toBeNull();
  });
});
