import { createServer } from 'node:net';
import { ticketLines, ticketsForOrder, ticketText } from '@orderly/domain/printing';
import { decodeEscPos, startPretendPrinter } from '@orderly/test-kit';
import { describe, expect, it } from 'vitest';
import { encodeTicket } from './escpos.ts';
import { tcpPrinter } from './tcp-printer.ts';
import { PrinterError } from './types.ts';

const order = {
  orderNumber: 7,
  orderType: 'Pickup' as const,
  createdAt: '2026-11-28T18:00:00.000Z',
  completedAt: '2026-11-28T18:20:00.000Z',
  customerName: 'Renée',
  notes: 'No sesame please',
  lines: [
    { productId: 'ramen', name: 'Tonkotsu Ramen', count: 1, unitPrice: 1600, totalPrice: 1600, choices: [] },
    { productId: 'sake', name: 'Sake', count: 2, unitPrice: 900, totalPrice: 1800, choices: [] },
  ],
};
const context = (station: string) => ({
  restaurantName: 'Noodle Bar',
  locationName: 'Main',
  timeZone: 'UTC',
  station,
  mark: 'ticket' as const,
  at: new Date('2026-11-28T18:01:00.000Z'),
});

describe('ESC/POS tickets over TCP', () => {
  it('sends each station its ticket, which a printer decodes back to the same text', async () => {
    const printer = await startPretendPrinter({ port: 0 });
    try {
      const connection = { kind: 'tcp' as const, host: '127.0.0.1', port: printer.port };
      const printers = [
        { id: 'k', name: 'Kitchen', station: 'kitchen', categoryIds: ['food'], productIds: [], connection },
        { id: 'b', name: 'Bar', station: 'bar', categoryIds: ['drinks'], productIds: [], connection },
        { id: 'e', name: 'Expo', station: 'expo', categoryIds: [], productIds: [], connection },
      ];
      const menu = (id: string) => (id === 'sake' ? ['drinks'] : ['food']);
      const tickets = ticketsForOrder(order, printers, menu).map((ticket) =>
        ticketLines(order, ticket.items, context(ticket.printer.station)),
      );
      for (const lines of tickets) await tcpPrinter().send(connection, encodeTicket(lines));
      const printed = await printer.waitForTickets(3);
      expect(printed).toEqual(tickets.map((lines) => ticketText(lines)));
      const [kitchen, bar, expo] = printed;
      expect(kitchen).toContain('1x Tonkotsu Ramen');
      expect(kitchen).not.toContain('Sake');
      expect(bar).toContain('2x Sake');
      expect(bar).not.toContain('Ramen');
      expect(expo).toContain('1x Tonkotsu Ramen');
      expect(expo).toContain('2x Sake');
      expect(expo).toContain('NOTE: No *SESAME* please');
      expect(kitchen).toContain('Customer: Renee');
    } finally {
      await printer.close();
    }
  });

  it('says clearly when nothing listens, and ignores a port that answers garbage', async () => {
    const closed = await startPretendPrinter({ port: 0 });
    const port = closed.port;
    await closed.close();
    const refused = tcpPrinter().send({ kind: 'tcp', host: '127.0.0.1', port }, encodeTicket([]));
    await expect(refused).rejects.toThrow(PrinterError);
    await expect(refused).rejects.toThrow(`The printer at 127.0.0.1:${port} refused the connection`);

    const chatty = createServer((socket) => {
      socket.write(Buffer.from([0xff, 0x00, 0x13, 0x37]));
      socket.on('data', () => undefined);
      socket.on('end', () => socket.end());
    });
    await new Promise<void>((resolve) => chatty.listen(0, '127.0.0.1', resolve));
    const address = chatty.address();
    const chattyPort = typeof address === 'object' && address ? address.port : 0;
    await expect(
      tcpPrinter().send({ kind: 'tcp', host: '127.0.0.1', port: chattyPort }, encodeTicket([{ text: 'hi' }])),
    ).resolves.toBeUndefined();
    await new Promise((resolve) => chatty.close(resolve));
  });

  it('decodes a ticket per cut', () => {
    const bytes = new Uint8Array([
      ...encodeTicket([{ text: 'one' }]),
      ...encodeTicket([{ text: 'two', big: true }]),
    ]);
    expect(decodeEscPos(bytes)).toEqual(['one', 'two']);
  });
});
