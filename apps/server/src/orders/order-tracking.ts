import type { Order } from '@orderly/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { loadOrder } from './order-routes.ts';
import { orderIdOfToken } from './tracking-tokens.ts';

/**
 * The order as its link shows it: what a guest needs to follow it (status, items, amounts, the
 * time it is expected, where) and nothing that names a customer or opens anything else (no ids,
 * no name, phone or address, no review).
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
  /** The zone's offsets, so the browser shows the restaurant's clock without Intl. */
  zoneOffsets: unknown;
  serverTime: string;
}

export function trackedOrder(order: NonNullable<Awaited<ReturnType<typeof loadOrder>>>): TrackedOrder {
  const {
    id: _id,
    userId: _userId,
    customerName: _name,
    customerPhone: _phone,
    deliveryAddress: _address,
    aptNumber: _apt,
    deliveryInstructions: _instructions,
    review: _review,
    promoCode: _promo,
    tableId: _tableId,
    ...shown
  } = order;
  return shown;
}

/** The tracking view of the order a token opens, or null (unknown token, order gone). */
export async function orderTracking(db: Db, clock: Clock, token: string): Promise<OrderTracking | null> {
  const orderId = await orderIdOfToken(db, token);
  const order = orderId ? await loadOrder(db, orderId) : null;
  if (!order) return null;
  const now = clock.now();
  const location = await loadLocation(db, order.restaurantId, order.locationId, now);
  return {
    order: trackedOrder(order),
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
