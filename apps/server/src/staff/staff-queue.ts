import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { serviceRequests, staffNotifications } from '../db/schema.ts';
import { type OrderRow, orderView } from '../orders/order-views.ts';
import { locationOrdersById, queueOrders } from '../orders/orders-repository.ts';
import { requestView } from '../requests/request-views.ts';

type RequestRow = typeof serviceRequests.$inferSelect;
type AlertRow = typeof staffNotifications.$inferSelect;

const RECENT_MS = 18 * 60 * 60_000;
/**
 * The queue travels to every staff device after every change, so it carries what the kitchen
 * works from, not the day's archive: finished orders and alerts are capped (the Today screen
 * and order search read the rest through /api/staff/orders).
 */
const FINISHED_ORDERS = 40;
const OPEN_ORDERS = 300;
const RECENT_ITEMS = 50;

/** Rows of one location of a restaurant (requests and alerts; the orders' are in the orders repository). */
const atLocation = (
  table: { restaurantId: AnyPgColumn; locationId: AnyPgColumn },
  restaurantId: string,
  locationId: string,
) => and(eq(table.restaurantId, restaurantId), eq(table.locationId, locationId));

/**
 * What the staff of a location work from: every open order (whatever its age), today's finished
 * ones, unconfirmed requests and recent ones, and alerts nobody acknowledged.
 */
export async function staffQueue(db: Db, restaurantId: string, locationId: string, now: Date) {
  const since = new Date(now.getTime() - RECENT_MS);
  const [orderRows, requestRows, alertRows] = await Promise.all([
    queueOrders(db, { restaurantId, locationId, since, open: OPEN_ORDERS, finished: FINISHED_ORDERS }),
    db
      .select()
      .from(serviceRequests)
      .where(
        and(
          atLocation(serviceRequests, restaurantId, locationId),
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
          atLocation(staffNotifications, restaurantId, locationId),
          gte(staffNotifications.createdAt, since),
        ),
      )
      .orderBy(desc(staffNotifications.createdAt))
      .limit(RECENT_ITEMS),
  ]);
  return queueView([...orderRows.open, ...orderRows.finished], requestRows, alertRows, now);
}

/**
 * Only the orders, requests and alerts named by keys (`order:{id}`, `request:{id}`, `alert:{id}`),
 * with the alerts of those orders and requests: what a staff device upserts into its queue after
 * a change, instead of reading the whole queue again.
 */
export async function staffQueueItems(
  db: Db,
  restaurantId: string,
  locationId: string,
  keys: string[],
  now: Date,
) {
  const ids = { order: [] as string[], request: [] as string[], alert: [] as string[] };
  for (const key of keys) {
    const [kind = '', id = ''] = key.split(':');
    if (kind in ids) ids[kind as keyof typeof ids].push(id);
  }
  const none = Promise.resolve([]);
  const alertsOf = [
    ids.order.length > 0 ? inArray(staffNotifications.orderId, ids.order) : undefined,
    ids.request.length > 0 ? inArray(staffNotifications.requestId, ids.request) : undefined,
    ids.alert.length > 0 ? inArray(staffNotifications.id, ids.alert) : undefined,
  ].filter((condition) => condition !== undefined);
  const [orderRows, requestRows, alertRows] = await Promise.all([
    locationOrdersById(db, restaurantId, locationId, ids.order),
    ids.request.length === 0
      ? none
      : db
          .select()
          .from(serviceRequests)
          .where(
            and(
              atLocation(serviceRequests, restaurantId, locationId),
              inArray(serviceRequests.id, ids.request),
            ),
          ),
    alertsOf.length === 0
      ? none
      : db
          .select()
          .from(staffNotifications)
          .where(and(atLocation(staffNotifications, restaurantId, locationId), or(...alertsOf))),
  ]);
  return queueView(orderRows, requestRows, alertRows, now);
}

const newestFirst = (a: { createdAt: Date }, b: { createdAt: Date }) =>
  b.createdAt.getTime() - a.createdAt.getTime();

function queueView(orderRows: OrderRow[], requestRows: RequestRow[], alertRows: AlertRow[], now: Date) {
  return {
    orders: orderRows.sort(newestFirst).map((row) => ({
      ...orderView(row),
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      asap: row.asap,
      visitRound: row.visitRound,
    })),
    requests: requestRows.sort(newestFirst).map(requestView),
    notifications: alertRows.sort(newestFirst).map((row) => ({
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
