import type { BodyOf } from '@orderly/contract';
import type { CourierDetails } from '@orderly/domain';
import { call } from '../../../lib/client.ts';

/** POST /api/estimate_delivery: when the courier expects to drop the order off. */
export function estimateDelivery(body: BodyOf<'estimateDelivery'>) {
  return call('estimateDelivery', { body });
}

/**
 * POST /api/create_delivery: the server books the courier and answers its booking's id; the order
 * sends that id back as courierDetails (the server keeps the time and fee).
 */
export function createDelivery(body: BodyOf<'createDelivery'>): Promise<CourierDetails> {
  return call('createDelivery', { body }).then(({ booking_id }) => ({ booking_id }));
}
