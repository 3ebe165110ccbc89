import { refundAmountMessage, refundReasonMessage, refundTooMuchMessage } from '@orderly/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '../../lib/api-types.ts';
import { staffOrder, tacos } from '../../testing/staff-orders.ts';
import { refundOrder } from './queue-api.ts';
import { RefundDialog } from './refund-dialog.tsx';

vi.mock('./queue-api.ts', () => ({ refundOrder: vi.fn() }));

/* Paid online $48.30: two tacos ($29.00) and a bowl ($16.00), $3.30 tax; $10.00 already given back. */
const paid = staffOrder({
  id: 'o1',
  orderNumber: 31,
  paymentMethod: 'online',
  lines: [
    tacos,
    { productId: 'bowl', name: 'Poke Bowl', count: 1, unitPrice: 1600, choices: [], totalPrice: 1600 },
  ],
  subTotal: 4500,
  taxAmount: 330,
  total: 4830,
  totalRefundAmount: 1000,
});

function open(order: StaffOrder = paid) {
  const onClose = vi.fn();
  render(
    <>
      <RefundDialog order={order} onClose={onClose} />
      <Toaster />
    </>,
  );
  return { onClose };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
const errorText = () => screen.getByRole('alert').textContent;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  toast.dismiss();
  vi.mocked(refundOrder).mockReset();
  vi.mocked(refundOrder).mockResolvedValue({ order: paid });
});

describe('refunding part of an order', () => {
  it('says what was paid and what is left, and offers only items that fit in it', () => {
    open(staffOrder({ ...paid, totalRefundAmount: 2000 }));
    expect(screen.getByRole('dialog', { name: 'Refund order #31' })).toBeTruthy();
    expect(screen.getByTestId('refund-left').textContent).toBe('Left to refund $28.30');
    // The tacos ($29.00) are more than is left; the bowl is not.
    expect(screen.getByRole('radio', { name: /Crispy Fish Tacos/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /Poke Bowl/ })).toHaveProperty('disabled', false);
  });

  it('refunds one item at its line total, and the customer reads which item and why', async () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('radio', { name: /Crispy Fish Tacos/ }));
    type('Reason', 'Arrived cold');
    expect(screen.getByRole('button', { name: 'Refund $29.00' })).toBeTruthy();
    submit();

    expect(await screen.findByText('Refunded $29.00 on order #31')).toBeTruthy();
    expect(refundOrder).toHaveBeenCalledWith('o1', 2900, '2× Crispy Fish Tacos: Arrived cold');
    expect(onClose).toHaveBeenCalled();
  });

  it('refunds a fixed amount typed in dollars', async () => {
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'A fixed amount' }));
    type('Amount ($)', '$5.5');
    type('Reason', 'Missing sauce');
    submit();

    await waitFor(() => expect(refundOrder).toHaveBeenCalledWith('o1', 550, 'Missing sauce'));
  });

  it('refuses, in sentences, what the server would refuse', () => {
    open();
    submit();
    expect(errorText()).toBe('Please choose an item or a fixed amount to refund.');

    fireEvent.click(screen.getByRole('radio', { name: 'A fixed amount' }));
    type('Amount ($)', 'five');
    submit();
    expect(errorText()).toBe(refundAmountMessage);

    // A decimal comma is not guessed at (decision 0073): the sentence says how to write it.
    type('Amount ($)', '5,50');
    submit();
    expect(errorText()).toBe('Use a point before the cents: 5.50, not 5,50.');

    type('Amount ($)', '40');
    submit();
    expect(errorText()).toBe(refundTooMuchMessage(3830));

    type('Amount ($)', '20');
    submit();
    expect(errorText()).toBe(refundReasonMessage);
    expect(refundOrder).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open", async () => {
    vi.mocked(refundOrder).mockRejectedValue(
      new Error('Sorry, you can refund at most $12.00 on this order.'),
    );
    const { onClose } = open();
    fireEvent.click(screen.getByRole('radio', { name: /Poke Bowl/ }));
    type('Reason', 'Wrong order');
    submit();

    await waitFor(() => expect(errorText()).toBe('Sorry, you can refund at most $12.00 on this order.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Refund order #31' })).toBeTruthy();
  });
});
