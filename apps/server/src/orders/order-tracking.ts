import { operations } from '@orderly/contract';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { loadOrder } from './order-views.ts';
import { orderIdOfToken } from './tracking-tokens.ts';

/** What a tracking link opens, as the contract declares GET /guest/order_tracking's answer. */
const orderTrackingSchema = operations.getOrderTracking.response[200].shape.data;
/** The order as its tracking link shows it: the contract's allow-list (trackedOrderSchema). */
const trackedOrderSchema = orderTrackingSchema.shape.order;

export type OrderTracking = z.output<typeof orderTrackingSchema>;

/** The tracking view of the order a token opens, or null (unknown token, order gone). */
export async function orderTracking(db: Db, clock: Clock, token: string): Promise<OrderTracking | null> {
  const orderId = await orderIdOfToken(db, token);
  const order = orderId ? await loadOrder(db, orderId) : null;
  if (!order) return null;
  const now = clock.now();
  const location = await loadLocation(db, order.restaurantId, order.locationId, now);
  return {
    // Serialised by the allow-list: a field it does not pick is never sent.
    order: trackedOrderSchema.parse(order),
    place: {
      restaurantName: location?.name ?? '',
      locationName: location?.settings.locationName ?? '',
      address: location?.settings.address ?? '',
      phoneNumber: location?.settings.phoneNumber ?? '',
      timeZone: location?.settings.timeZone ?? 'America/Vancouver',
    },
    zoneOffsets: location?.zoneOffsets ?? null,
    serverTime: now.toISOString(),
  };
}
