import { call } from '../../../lib/client.ts';

/** PUT /api/orders/{id}/review: 1 to 5 stars and an optional comment. */
export function reviewOrder(orderId: string, review: { rating: number; comment: string }) {
  return call('reviewOrder', { params: { orderId }, body: review });
}
