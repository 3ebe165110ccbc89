import type { CourierDetails, CreateDeliveryBody, EstimateDeliveryBody } from '@orderly/domain';
import { apiData } from '../../../lib/api-client.ts';

interface LocationIds {
  restaurantId: string;
  locationId: string;
}

/** POST /api/estimate_delivery: when the courier expects to drop the order off. */
export function estimateDelivery(body: EstimateDeliveryBody & LocationIds) {
  return apiData<{ delivery_time: string; fee?: number }>('/api/estimate_delivery', {
    method: 'POST',
    body,
  });
}

/** POST /api/create_delivery: books the courier; its answer goes with the order as courierDetails. */
export function createDelivery(body: CreateDeliveryBody & LocationIds): Promise<CourierDetails> {
  return apiData<CourierDetails & { tracking_url?: string | null }>('/api/create_delivery', {
    method: 'POST',
    body,
  }).then(({ estimated_delivery_time, external_delivery_id }) => ({
    estimated_delivery_time,
    ...(external_delivery_id ? { external_delivery_id } : {}),
  }));
}
