import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '../../lib/api-types.ts';
import { minutesFromNoon, NOON, staffOrder } from '../../testing/staff-orders.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

const live = vi.hoisted(() => ({ topics: [] as string[], data: undefined as unknown }));
const noticeCalls = vi.hoisted(() => ({
  notices: [] as unknown[],
  jobs: [] as unknown[],
  asked: [] as unknown[],
}));

vi.mock('../../lib/client.tsx', () => ({
  call: async (operation: string, input: unknown) => {
    noticeCalls.asked.push([operation, input]);
    if (operation === 'listOrderPrintJobs') return { jobs: noticeCalls.jobs };
    if (operation === 'reprintOrder') return { jobs: [] };
    return { notices: noticeCalls.notices };
  },
  messageOf: (error: unknown) => String(error),
  useLive: (topic: string) => {
    live.topics.push(topic);
    return { data: live.data, answered: live.data !== undefined, error: null, synced: true };
  },
}));

/* Paid online: two tacos, a free drink from the customer's points and $5 off with a promo code. */
const order = staffOrder({
  id: 'o9',
  orderNumber: 58,
  paymentMethod: 'online',
  promoCode: 'LUNCH5',
  rewards: [
    { rewardId: 'drink', count: 1, name: 'Free Lemonade', productId: 'lemonade', totalDiscountSubtotal: 0 },
  ],
  subTotal: 2900,
  promoDiscountAmount: 500,
  taxAmount: 120,
  tipAmount: 360,
  total: 2880,
  pointsEarned: 24,
});

function openDetail(shown: StaffOrder | null = order) {
  render(
    <OrderDetailDialog
      order={shown}
      now={NOON}
      timeZone="America/Vancouver"
      onClose={vi.fn()}
      onCancel={vi.fn()}
      onPrint={vi.fn()}
    />,
  );
  return screen.queryByRole('dialog');
}

const amounts = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.totals > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

beforeEach(() => {
  live.topics = [];
  live.data = undefined;
});

describe('an order in detail', () => {
  it('is closed while no order is chosen', () => {
    expect(openDetail(null)).toBeNull();
  });

  it('lists the items with the reward items, and the amounts as the customer was charged', () => {
    const dialog = openDetail()!;
    expect(within(dialog).getByRole('heading', { name: 'Order #58' })).toBeTruthy();
    const reward = within(dialog).getByTestId('reward-line');
    expect(reward.textContent).toBe('1×Free LemonadeReward · FREE');
    expect(amounts(dialog)).toEqual([
      ['Subtotal', '$29.00'],
      ['Promo code (LUNCH5)', '-$5.00'],
      ['Tax', '$1.20'],
      ['Tip', '$3.60'],
      ['Total', '$28.80'],
    ]);
    expect(within(dialog).getByText('Customer earned 24 points.')).toBeTruthy();
  });

  it('follows the order live: a refund made elsewhere shows at once, with what was finally paid', () => {
    live.data = {
      order: {
        ...order,
        totalRefundAmount: 500,
        refunds: [
          {
            description: '1× Crispy Fish Tacos: Arrived cold',
            amount: 500,
            createdAt: minutesFromNoon(-2),
            kind: 'partial',
            confirmed: false,
          },
        ],
      },
    };
    const dialog = openDetail()!;
    expect(live.topics).toContain('order:o9');
    const refund = within(dialog).getByTestId('order-refund');
    expect(refund.textContent).toContain('1× Crispy Fish Tacos: Arrived cold');
    expect(refund.textContent).toContain('-$5.00');
    expect(refund.textContent).toContain('Refund pending');
    expect(amounts(dialog).slice(-2)).toEqual([
      ['Refunded', '-$5.00'],
      ['Total paid', '$23.80'],
    ]);
  });

  it('offers a refund of an online payment, and opens the refund form', () => {
    const dialog = openDetail()!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund…' }));
    expect(screen.getByRole('dialog', { name: 'Refund order #58' })).toBeTruthy();
  });

  it('offers no refund for an order paid at the counter', () => {
    const dialog = openDetail(staffOrder({ id: 'o10', orderNumber: 59, paymentMethod: 'offline' }))!;
    expect(within(dialog).queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('says why a cancelled order was cancelled, and that its points were taken back', () => {
    const dialog = openDetail({ ...order, status: 'Cancelled', cancelReason: 'Out of fish' })!;
    expect(within(dialog).getByTestId('detail-cancel-reason').textContent).toBe('Cancelled · Out of fish');
    expect(within(dialog).getByText('The 24 points this order earned were taken back.')).toBeTruthy();
  });
});

describe('the notices the order sent', () => {
  beforeEach(() => {
    noticeCalls.asked = [];
  });

  it('lists each e-mail and push notification, to whom, and when it went or why it did not', async () => {
    const base = {
      channel: 'email',
      recipient: 'ada@example.com',
      createdAt: minutesFromNoon(0),
      nextAttemptAt: minutesFromNoon(0),
    };
    noticeCalls.notices = [
      {
        ...base,
        id: 'n1',
        kind: 'placed',
        status: 'sent',
        attempts: 1,
        sentAt: minutesFromNoon(0),
        lastError: null,
      },
      {
        ...base,
        id: 'n2',
        kind: 'confirmed',
        status: 'failed',
        attempts: 8,
        sentAt: null,
        lastError: 'SMTP: 550 no such user',
      },
      {
        ...base,
        id: 'n3',
        kind: 'ready',
        status: 'skipped',
        attempts: 1,
        sentAt: null,
        lastError: 'The diner turned order e-mails off',
      },
      {
        ...base,
        id: 'n4',
        kind: 'ready',
        channel: 'push',
        recipient: 'A browser (Chrome, Edge or Android)',
        status: 'sent',
        attempts: 1,
        sentAt: minutesFromNoon(5),
        lastError: null,
      },
      {
        ...base,
        id: 'n5',
        kind: 'ready',
        channel: 'sms',
        recipient: '+1 604 555 1234',
        status: 'sent',
        attempts: 1,
        sentAt: minutesFromNoon(5),
        lastError: null,
      },
    ];
    openDetail();
    const list = await screen.findByTestId('detail-notices');
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'ReceiptE-mail to ada@example.comSent 12:00 PM',
      'Order confirmedE-mail to ada@example.comFailed after 8 attempts: SMTP: 550 no such user',
      'Ready for pickupE-mail to ada@example.comNot sent: The diner turned order e-mails off',
      'Ready for pickupPush notification to a browser (Chrome, Edge or Android)Sent 12:05 PM',
      'Ready for pickupText message to +1 604 555 1234Sent 12:05 PM',
    ]);
    expect(noticeCalls.asked).toContainEqual(['listOrderNotices', { params: { orderId: 'o9' } }]);
  });

  it("lists the order's tickets on the location's printers and reprints them (0090)", async () => {
    const base = {
      kind: 'ticket',
      attempts: 1,
      createdAt: minutesFromNoon(0),
      printedAt: null,
      lastError: null,
    };
    noticeCalls.jobs = [
      {
        ...base,
        id: 'j1',
        printerId: 'k',
        printerName: 'Kitchen',
        status: 'printed',
        printedAt: minutesFromNoon(0),
      },
      {
        ...base,
        id: 'j2',
        printerId: 'b',
        printerName: 'Bar',
        status: 'failed',
        attempts: 30,
        lastError: 'The printer at 10.0.0.9:9100 refused the connection: is the port right, and is it on?',
      },
    ];
    try {
      openDetail();
      const list = await screen.findByTestId('detail-tickets');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'TicketKitchenPrinted 12:00 PM',
        'TicketBarNot printed: The printer at 10.0.0.9:9100 refused the connection: is the port right, and is it on?',
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'Reprint tickets' }));
      await vi.waitFor(() =>
        expect(noticeCalls.asked).toContainEqual(['reprintOrder', { params: { orderId: 'o9' } }]),
      );
    } finally {
      noticeCalls.jobs = [];
    }
  });
});
