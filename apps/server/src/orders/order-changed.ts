import { queueItems, topics } from '@orderly/client/protocol';
import type { Db } from '../db/client.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { orderScope } from './orders-repository.ts';

/**
 * Tells every screen following an order that it changed: the order's own page, its restaurant's
 * staff queue (this order only) and its customer's other devices.
 */
export async function publishOrderChanged(db: Db, hub: LiveHub, orderId: string) {
  const order = await orderScope(db, orderId);
  if (!order) return;
  await Promise.all([
    hub.publish(topics.order(orderId)),
    hub.publish(keyed(topics.staff(order.restaurantId, order.locationId), queueItems.order(orderId))),
    ...(order.userId ? [hub.publish(topics.user(order.userId))] : []),
  ]);
}
