import { queueItems, topics, visitPublications } from '@orderly/client/protocol';
import type { Db } from '../db/client.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { orderScope } from './orders-repository.ts';

/**
 * Tells every screen following an order that it changed: the order's own page, its restaurant's
 * staff queue (this order only), its customer's other devices and, for a round, its table's tab.
 */
export async function publishOrderChanged(db: Db, hub: LiveHub, orderId: string) {
  const order = await orderScope(db, orderId);
  if (!order) return;
  await Promise.all([
    hub.publish(topics.order(orderId)),
    hub.publish(keyed(topics.staff(order.restaurantId, order.locationId), queueItems.order(orderId))),
    ...(order.userId ? [hub.publish(topics.user(order.userId))] : []),
    // A round of a table visit: the tab every guest of the table watches, and staff's tables view
    // (decision 0093).
    ...(order.visitId
      ? visitPublications({ id: order.visitId, ...order }).map((topic) => hub.publish(topic))
      : []),
  ]);
}
