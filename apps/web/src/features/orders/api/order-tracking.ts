import { topics } from '@orderly/client';
import type { DataOf } from '@orderly/contract';
import { call } from '../../../lib/client.ts';

/**
 * What a tracking link opens (GET /guest/order_tracking, topic tracking:{token}): the order as the
 * contract's allow-list shows it (read-only, nothing that names its customer), where it is made,
 * and the restaurant's clock.
 */
export type OrderTracking = DataOf<'getOrderTracking'>;

export const trackingTopic = topics.tracking;

/** The order a tracking token opens; a token that opens nothing is a 404 with a sentence. */
export function getOrderTracking(token: string, signal?: AbortSignal): Promise<OrderTracking> {
  return call('getOrderTracking', { query: { token }, signal });
}
