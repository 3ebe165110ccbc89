import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '../../lib/api-types.ts';
import { minutesFromNoon, NOON, staffOrder } from '../../testing/staff-orders.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

/** Running late (decision 0089): the details dialog's +N min buttons, the toast, the new time live. */

const live = vi.hoisted(() => ({ data: undefined as unknown }));
const server = vi.hoisted(() => ({ calls: [] as [string, unknown][], refuse: null as string | null }));

vi.mock('../../lib/client.tsx', () => ({
  call: async (operation: string, input: unknown) => {
    server.calls.push([operation, input]);
    if (operation === 'delayOrder' && server.refuse) throw new Error(server.refuse);
    return operation === 'listOrderNotices' ? { notices: [] } : { order: null };
  },
  messageOf: (error: unknown) => String(error),
  useLive: () => ({ data: live.data, answered: live.data !== undefined, error: null, synced: true }),
}));

const order = staffOrder({ id: 'o9', orderNumber: 58, status: 'Preparing' });

/** The details dialog of `shown`, beside the toasts. */
const detail = (shown: StaffOrder) => (
  <>
    <OrderDetailDialog
      order={shown}
      now={NOON}
      timeZone="America/Vancouver"
      onClose={vi.fn()}
      onCancel={vi.fn()}
      onPrint={vi.fn()}
    />
    <Toaster />
  </>
);

function openDetail(shown: StaffOrder) {
  const view = render(detail(shown));
  return { dialog: screen.getByRole('dialog'), view };
}

const delayCalls = () => server.calls.filter(([operation]) => operation === 'delayOrder');

beforeEach(() => {
  toast.dismiss();
  live.data = undefined;
  server.calls = [];
  server.refuse = null;
});

describe('running late', () => {
  it('offers +5, +10, +15, +20 and +30 min in a labelled group, each a button reachable by keyboard', () => {
    const { dialog } = openDetail(order);
    const group = within(dialog).getByRole('group', { name: 'Running late' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '+5 min',
      '+10 min',
      '+15 min',
      '+20 min',
      '+30 min',
    ]);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(button.tabIndex).toBe(0);
    }
    expect(within(group).getByText(/e-mails the customer/)).toBeTruthy();
  });

  it('delays the order with one tap, says so, and shows the new ready time when the order updates', async () => {
    const { dialog, view } = openDetail(order);
    expect(within(dialog).getByText(/Ready by/).textContent).toContain('12:15');

    fireEvent.click(within(dialog).getByRole('button', { name: '+10 min' }));
    expect(await screen.findByText('Order #58 delayed by 10 min')).toBeTruthy();
    expect(delayCalls()).toEqual([['delayOrder', { params: { orderId: 'o9' }, body: { minutes: 10 } }]]);

    // The server publishes the order; its live topic brings the new promise.
    live.data = { order: { ...order, completedAt: minutesFromNoon(25) } };
    act(() => {
      view.rerender(detail(order));
    });
    expect(within(screen.getByRole('dialog')).getByText(/Ready by/).textContent).toContain('12:25');
  });

  it('shows the server’s sentence when it refuses', async () => {
    server.refuse = 'This order is finished and cannot be delayed.';
    const { dialog } = openDetail(order);
    fireEvent.click(within(dialog).getByRole('button', { name: '+5 min' }));
    expect(await screen.findByText('This order is finished and cannot be delayed.')).toBeTruthy();
    expect(screen.queryByText('Order #58 delayed by 5 min')).toBeNull();
  });

  it('is not offered once the order is done or cancelled', () => {
    for (const status of ['Done', 'Cancelled'] as const) {
      const { dialog, view } = openDetail({ ...order, status });
      expect(within(dialog).queryByRole('group', { name: 'Running late' })).toBeNull();
      view.unmount();
    }
  });
});
