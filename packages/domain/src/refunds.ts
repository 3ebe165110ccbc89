import { formatMoney } from './money.ts';
import type { Cents, Order, Refund } from './types.ts';

/**
 * Money given back on an order, as the customer and the staff read it. The server decides and
 * checks every refund (apps/server/src/orders/refunds.ts); these rules only show it the same way
 * in both apps and let staff see what is left before they ask.
 */

type Paid = Pick<Order, 'paymentMethod' | 'total' | 'totalRefundAmount'>;

/** What was finally paid: the total less everything given back (never below zero). */
export function paidAfterRefunds(order: Pick<Order, 'total' | 'totalRefundAmount'>): Cents {
  return Math.max(0, order.total - (order.totalRefundAmount ?? 0));
}

/** What staff can still give back through the card: only an online payment, and only what is left. */
export function refundableLeft(order: Paid): Cents {
  return order.paymentMethod === 'online' ? paidAfterRefunds(order) : 0;
}

/** Has any money gone back on this order? */
export function hasRefunds(order: Pick<Order, 'totalRefundAmount' | 'refunds'>): boolean {
  return (order.totalRefundAmount ?? 0) > 0 || (order.refunds?.length ?? 0) > 0;
}

/** 'Cancellation refund' for the rest of a cancelled order, 'Refund' for a part staff gave back. */
export function refundTitle(refund: Pick<Refund, 'kind'>): string {
  return refund.kind === 'cancellation' ? 'Cancellation refund' : 'Refund';
}

/** 'Refund pending' until the payment provider confirms it, then 'Refunded'. */
export function refundState(refund: Pick<Refund, 'confirmed'>): 'Refund pending' | 'Refunded' {
  return refund.confirmed === false ? 'Refund pending' : 'Refunded';
}

/** The server's refusal of a refund above what is left, word for word. */
export function refundTooMuchMessage(left: Cents): string {
  return `Sorry, you can refund at most ${formatMoney(left)} on this order.`;
}

export const refundReasonMessage = 'Please give a reason for the refund.';
export const refundAmountMessage = 'Please enter an amount to refund.';

/**
 * Checks a refund staff are about to ask for (amount in cents, reason as typed) against what is
 * left; answers the sentence to show, or null when the server may be asked.
 */
export function refundProblem(amount: Cents, reason: string, left: Cents): string | null {
  if (!Number.isInteger(amount) || amount < 1) return refundAmountMessage;
  if (amount > left) return refundTooMuchMessage(left);
  if (!reason.trim()) return refundReasonMessage;
  return null;
}
