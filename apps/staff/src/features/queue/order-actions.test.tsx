import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffOrder } from '../../testing/staff-orders.ts';
import { OrderActions } from './order-actions.tsx';
import { acknowledgeOrder, setOrderStatus } from './queue-api.ts';

vi.mock('./queue-api.ts', () => ({ setOrderStatus: vi.fn(), acknowledgeOrder: vi.fn() }));

const handlers = { onCancel: vi.fn(), onPrint: vi.fn(), onDetails: vi.fn(), onReprint: vi.fn() };

function renderActions(order: Parameters<typeof OrderActions>[0]['order']) {
  return render(
    <>
      <OrderActions order={order} {...handlers} />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  // Toasts live in sonner's module state: an earlier test's would show again in this one's Toaster.
  toast.dismiss();
  vi.mocked(setOrderStatus).mockReset();
  vi.mocked(setOrderStatus).mockResolvedValue({ order: staffOrder({ id: 'o1', orderNumber: 7 }) });
  vi.mocked(acknowledgeOrder).mockReset();
  vi.mocked(acknowledgeOrder).mockResolvedValue({ acknowledgedAt: new Date().toISOString() });
});

describe('Mark done and its Undo', () => {
  it('marks the order done, then Undo takes it back to Preparing', async () => {
    renderActions(staffOrder({ id: 'o1', orderNumber: 7, status: 'Preparing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));

    expect(await screen.findByText('Order #7 is done')).toBeTruthy();
    expect(setOrderStatus).toHaveBeenCalledWith('o1', 'Done');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Order #7 is back in Preparing')).toBeTruthy();
    expect(setOrderStatus).toHaveBeenLastCalledWith('o1', 'Preparing');
    expect(setOrderStatus).toHaveBeenCalledTimes(2);
  });

  it('says why when the server refuses the Undo (the window has passed)', async () => {
    renderActions(staffOrder({ id: 'o1', orderNumber: 7, status: 'Preparing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    await screen.findByText('Order #7 is done');
    vi.mocked(setOrderStatus).mockRejectedValueOnce(
      new Error('An order that is Done cannot become Preparing.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('An order that is Done cannot become Preparing.')).toBeTruthy();
    expect(screen.queryByText('Order #7 is back in Preparing')).toBeNull();
  });

  it('offers no Undo when marking done failed, and shows why', async () => {
    vi.mocked(setOrderStatus).mockRejectedValueOnce(
      new Error('This order changed meanwhile. Please try again.'),
    );
    renderActions(staffOrder({ id: 'o1', orderNumber: 7, status: 'Preparing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));

    expect(await screen.findByText('This order changed meanwhile. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Order #7 is done')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // The button is usable again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark done' })).toHaveProperty('disabled', false),
    );
  });
});

describe('the moves an order offers', () => {
  it('a new order: confirm it, silence its alert, or cancel it — not mark it done', async () => {
    renderActions(staffOrder({ id: 'o2', orderNumber: 8, status: 'New' }));
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel…' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Silence alert' }));
    await waitFor(() => expect(acknowledgeOrder).toHaveBeenCalledWith('o2'));

    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order #8 confirmed')).toBeTruthy();
    expect(setOrderStatus).toHaveBeenCalledWith('o2', 'Preparing');
  });

  it('an acknowledged order no longer offers to silence it', () => {
    renderActions(
      staffOrder({ id: 'o2', orderNumber: 8, status: 'New', acknowledgedAt: '2026-06-10T18:58:00Z' }),
    );
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Silence alert' })).toBeNull();
  });

  it('an order placed for later waits silently: nothing to silence until it rings', () => {
    render(
      <OrderActions
        order={staffOrder({ id: 'o4', orderNumber: 10, status: 'New' })}
        ringing={false}
        {...handlers}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Silence alert' })).toBeNull();
  });

  it('a finished order can only be printed or looked at', () => {
    renderActions(staffOrder({ id: 'o3', orderNumber: 9, status: 'Done' }));
    const labels = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(labels).toEqual(['Print ticket for order #9', 'Details of order #9']);
  });
});
