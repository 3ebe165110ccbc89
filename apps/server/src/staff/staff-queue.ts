import { and, desc, eq, gte, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, serviceRequests, staffNotifications } from '../db/schema.ts';
import { orderView } from '../orders/order-views.ts';
import { requestView } from '../requests/request-views.ts';

const OPEN_STATUSES = ['New', 'Pending', 'Preparing'] as const;
const RECENT_MS = 18 * 60 * 60_000;
/**
 * The queue travels to every staff device after every change, so it carries what the kitchen
 * works from, not the day's archive: finished orders and alerts are capped (the Today screen
 * and order search read the rest through /api/staff/orders).
 */
const FINISHED_ORDERS = 40;
const OPEN_ORDERS = 300;
const RECENT_ITEMS = 50;

/**
 * What the staff of a location work from: every open order (whatever its age), today's finished
 * ones, unconfirmed requests and recent ones, and alerts nobody acknowledged.
 */
export async function staffQueue(db: Db, restaurantId: string, locationId: string, now: Date) {
  const since = new Date(now.getTime() - RECENT_MS);
  const atLocation = and(eq(orders.restaurantId, restaurantId), eq(orders.locationId, locationId));
  const [openRows, finishedRows, requestRows, alertRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(atLocation, inArray(orders.status, [...OPEN_STATUSES])))
      .orderBy(desc(orders.createdAt))
      .limit(OPEN_ORDERS),
    db
      .select()
      .from(orders)
      .where(and(atLocation, notInArray(orders.status, [...OPEN_STATUSES]), gte(orders.createdAt, since)))
      .orderBy(desc(orders.createdAt))
      .limit(FINISHED_ORDERS),
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
      .limit(RECENT_ITEMS),
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
      .limit(RECENT_ITEMS),
  ]);
  return {
    orders: [...openRows, ...finishedRows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((row) => ({
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
