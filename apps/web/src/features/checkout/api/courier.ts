import type { BodyOf, DataOf } from '@orderly/contract';
import type { CourierDetails } from '@orderly/domain';
import { apiData } from '../../../lib/client.ts';

/** POST /api/estimate_delivery: when the courier expects to drop the order off. */
export function estimateDelivery(body: BodyOf<'estimateDelivery'>) {
  return apiData<DataOf<'estimateDelivery'>>('/api/estimate_delivery', {
    method: 'POST',
    body,
  });
}

/**
 * POST /api/create_delivery: the server books the courier and answers its booking's id; the order
 * sends that id back as courierDetails (the server keeps the time and fee).
 */
export function createDelivery(body: BodyOf<'createDelivery'>): Promise<CourierDetails> {
  return apiData<DataOf<'createDelivery'>>('/api/create_delivery', { method: 'POST', body }).then(
    ({ booking_id }) => ({ booking_id }),
  );
}
