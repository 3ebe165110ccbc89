import type { OrderStatus, PaymentMethod } from './types.ts';

/**
 * How an order's payment reads to its customer. An online payment is taken when the order is
 * placed: 'Paid Online'. A pay-in-person order is paid at the restaurant, which the server does not
 * record; it reads as what is still to happen ('Pay In-Person', the checkout's own option) until
 * the order is done, handed over and so paid, when it takes SPEC.md's 'Paid In-Person' (decision
 * 0071).
 */
export function paymentLabel(paymentMethod: Exclude<PaymentMethod, ''>, status: OrderStatus = 'New'): string {
  if (paymentMethod === 'online') return 'Paid Online';
  return status === 'Done' ? 'Paid In-Person' : 'Pay In-Person';
}
