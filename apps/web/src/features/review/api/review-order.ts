import type { DataOf } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

/** PUT /api/orders/{id}/review: 1 to 5 stars and an optional comment. */
export function reviewOrder(orderId: string, review: { rating: number; comment: string }) {
  return apiData<DataOf<'reviewOrder'>>(`/api/orders/${encodeURIComponent(orderId)}/review`, {
    method: 'PUT',
    body: review,
  });
}
