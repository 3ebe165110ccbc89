import { unconfirmedLabel } from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { recordChange } from '../manage/audit-log.ts';
import type { LocationView } from '../restaurants/restaurant-repository.ts';
import { queueManagersNotice } from './notices-repository.ts';
import type { OrderRow } from './orders-repository.ts';

/**
 * The seam where an order nobody confirmed past the location's first delay is told beyond the
 * board (issue 25, decision 0081). Called once per order, inside the transaction that marks it
 * escalated, so whatever it writes is written with the mark or not at all.
 *
 * It writes the line in the restaurant's activity (the platform as actor) and one e-mail per
 * manager of the order's location into the notices outbox (decision 0084), sent by its worker.
 */
type Escalated = { waitedSeconds: number; at: Date };

export async function onOrderEscalated(
  tx: Db,
  order: OrderRow,
  location: LocationView,
  escalation: Escalated,
): Promise<void> {
  await recordAutomatic(tx, order, location, escalation, 'so the board alerted louder');
  await queueManagersNotice(tx, order, 'escalation', escalation.at, {
    waitedSeconds: escalation.waitedSeconds,
  });
}

/** The activity line of an order rejected by itself, written with its cancellation. */
export function recordAutoRejection(
  tx: Db,
  order: OrderRow,
  location: LocationView,
  escalation: Escalated,
): Promise<void> {
  return recordAutomatic(tx, order, location, escalation, 'so it was rejected automatically');
}

/** A line of the restaurant's activity by the platform about an order nobody confirmed: what it did. */
function recordAutomatic(
  tx: Db,
  order: OrderRow,
  location: LocationView,
  escalation: Escalated,
  outcome: string,
) {
  return recordChange(tx, {
    restaurantId: order.restaurantId,
    userId: 'system',
    area: 'orders',
    summary: `Order #${order.orderNumber} at ${location.settings.locationName}: ${unconfirmedLabel(
      escalation.waitedSeconds,
    ).toLowerCase()}, ${outcome}.`,
    at: escalation.at,
  });
}
