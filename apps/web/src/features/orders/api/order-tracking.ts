import { topics } from '@orderly/client';
import type { Order, ZoneOffsets } from '@orderly/domain';
import { apiData } from '../../../lib/client.ts';

/**
 * An order as its tracking link shows it (GET /guest/order_tracking, topic tracking:{token}):
 * read-only, without the ids, name, phone or address of an order.
 */
export type TrackedOrder = Omit<
  Order,
  | 'id'
  | 'userId'
  | 'customerName'
  | 'customerPhone'
  | 'deliveryAddress'
  | 'aptNumber'
  | 'deliveryInstructions'
  | 'review'
  | 'promoCode'
> & { cancelReason: string | null };

/** Where the order is made, as the tracking screen names it. */
export interface TrackedPlace {
  restaurantName: string;
  locationName: string;
  address: string;
  phoneNumber: string;
  timeZone: string;
}

export interface OrderTracking {
  order: TrackedOrder;
  place: TrackedPlace;
  zoneOffsets: ZoneOffsets | null;
  serverTime: string;
}

export const trackingTopic = topics.tracking;

/** The order a tracking token opens; a token that opens nothing is a 404 with a sentence. */
export function getOrderTracking(token: string, signal?: AbortSignal): Promise<OrderTracking> {
  return apiData<OrderTracking>(`/guest/order_tracking?token=${encodeURIComponent(token)}`, { signal });
}
