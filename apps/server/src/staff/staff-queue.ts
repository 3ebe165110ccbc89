import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, serviceRequests, staffNotifications } from '../db/schema.ts';
import { orderView } from '../orders/order-views.ts';
import { requestView } from '../requests/request-views.ts';

const OPEN_STATUSES = ['New', 'Pending', 'Preparing'] as const;
const RECENT_MS = 18 * 60 * 60_000;

/**
 * What the staff of a location work from: every open order (whatever its age), today's finished
 * ones, unconfirmed requests and recent ones, and alerts nobody acknowledged.
 */
export async function staffQueue(db: Db, restaurantId: string, locationId: string, now: Date) {
  const since = new Date(now.getTime() - RECENT_MS);
  const [orderRows, requestRows, alertRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, restaurantId),
          eq(orders.locationId, locationId),
          or(inArray(orders.status, [...OPEN_STATUSES]), gte(orders.createdAt, since)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(300),
    db
      .select()
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.restaurantId, restaurantId),
          eq(serviceRequests.locationId, locationId),
          or(eq(serviceRequests.confirmed, false), gte(serviceRequests.createdAt, since)),
        ),
      )
      .orderBy(desc(serviceRequests.createdAt))
      .limit(300),
    db
      .select()
      .from(staffNotifications)
      .where(
        and(
          eq(staffNotifications.restaurantId, restaurantId),
          eq(staffNotifications.locationId, locationId),
          gte(staffNotifications.createdAt, since),
        ),
      )
      .orderBy(desc(staffNotifications.createdAt))
      .limit(300),
  ]);
  return {
    orders: orderRows.map((row) => ({
      ...orderView(row),
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    })),
    requests: requestRows.map(requestView),
    notifications: alertRows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      orderId: row.orderId,
      requestId: row.requestId,
      tableId: row.tableId,
      createdAt: row.createdAt.toISOString(),
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    })),
    serverTime: now.toISOString(),
  };
}
