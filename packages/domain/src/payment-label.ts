import type { PaymentMethod } from './types.ts';

/**
 * How an order's payment reads to its customer. An online payment is taken when the order is
 * placed; a pay-in-person order is paid at the restaurant and the server records no such payment,
 * so it reads as what is still to happen, never as "Paid" (decision 0071).
 */
export function paymentLabel(paymentMethod: Exclude<PaymentMethod, ''>): string {
  return paymentMethod === 'online' ? 'Paid Online' : 'Pay In-Person';
}
