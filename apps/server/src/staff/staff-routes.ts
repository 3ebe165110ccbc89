import { canTransition, idSchema, type OrderStatus } from '@orderly/domain';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { choices, locations, orders, products, serviceRequests, staffNotifications } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { loadOrder } from '../orders/order-routes.ts';
import { orderView } from '../orders/order-views.ts';
import { requestView } from '../requests/request-views.ts';
import { requireStaff } from './staff-access.ts';
import { staffQueue } from './staff-queue.ts';

const locationQuery = z.object({ restaurantId: idSchema, locationId: idSchema });
const statusBody = z.object({
  status: z.enum(['Preparing', 'Done', 'Cancelled']),
  reason: z.string().trim().max(200).optional(),
});

export interface StaffRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
}

/** What the staff app does: the live queue, order status, requests, sold out, pausing. */
export function registerStaffRoutes(app: FastifyInstance, { db, clock, hub }: StaffRouteDeps) {
  /** The location's staff queue changed (only the item `key`, when given) and so did `topics`. */
  const changed = (restaurantId: string, locationId: string, key: string | null, ...topics: string[]) => {
    const queue = `staff:${restaurantId}:${locationId}`;
    return Promise.all([key ? keyed(queue, key) : queue, ...topics].map((topic) => hub.publish(topic)));
  };

  app.get('/api/staff/queue', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = parseBody(locationQuery, request.query);
    await requireStaff(db, user.id, restaurantId, locationId);
    return { data: await staffQueue(db, restaurantId, locationId, clock.now()) };
  });

  /** Orders of a location by number, or in a time range (default: the last 24 hours), newest first. */
  app.get('/api/staff/orders', async (request) => {
    const user = userOf(request);
    const query = parseBody(
      locationQuery.extend({
        number: z.coerce.number().int().min(1).optional(),
        from: z.iso.datetime({ offset: true }).optional(),
        to: z.iso.datetime({ offset: true }).optional(),
      }),
      request.query,
    );
    await requireStaff(db, user.id, query.restaurantId, query.locationId);
    const now = clock.now();
    const scope = and(eq(orders.restaurantId, query.restaurantId), eq(orders.locationId, query.locationId));
    const rows = await db
      .select()
      .from(orders)
      .where(
        query.number
          ? and(scope, eq(orders.orderNumber, query.number))
          : and(
              scope,
              gte(
                orders.createdAt,
                query.from ? new Date(query.from) : new Date(now.getTime() - 24 * 60 * 60_000),
              ),
              lte(orders.createdAt, query.to ? new Date(query.to) : now),
            ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(500);
    return { data: { orders: rows.map(orderView) } };
  });

  app.post('/api/staff/orders/:orderId/status', async (request) => {
    const user = userOf(request);
    const { orderId } = parseBody(z.object({ orderId: idSchema }), request.params);
    const body = parseBody(statusBody, request.body);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'Sorry, we could not find that order.');
    await requireStaff(db, user.id, order.restaurantId, order.locationId);
    if (!canTransition(order.status, body.status as OrderStatus)) {
      throw new HttpError(409, `An order that is ${order.status} cannot become ${body.status}.`);
    }
    if (body.status === 'Cancelled' && !body.reason) {
      throw new HttpError(400, 'Please give a reason for cancelling the order.');
    }
    const now = clock.now();
    await db
      .update(orders)
      .set({
        status: body.status,
        ...(body.status === 'Preparing'
          ? { confirmedAt: now, acknowledgedAt: order.acknowledgedAt ?? now }
          : {}),
        ...(body.status === 'Cancelled' ? { cancelReason: body.reason } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, order.status)));
    await db
      .update(staffNotifications)
      .set({ acknowledgedAt: now })
      .where(and(eq(staffNotifications.orderId, orderId), sql`${staffNotifications.acknowledgedAt} is null`));
    await changed(
      order.restaurantId,
      order.locationId,
      `order:${orderId}`,
      `order:${orderId}`,
      ...(order.userId ? [`user:${order.userId}`] : []),
    );
    return { data: { order: await loadOrder(db, orderId) } };
  });

  /** Staff have seen a new order: the alert stops ringing. */
  app.post('/api/staff/orders/:orderId/acknowledge', async (request) => {
    const user = userOf(request);
    const { orderId } = parseBody(z.object({ orderId: idSchema }), request.params);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'Sorry, we could not find that order.');
    await requireStaff(db, user.id, order.restaurantId, order.locationId);
    const now = clock.now();
    await db
      .update(orders)
      .set({ acknowledgedAt: order.acknowledgedAt ?? now })
      .where(eq(orders.id, orderId));
    await db
      .update(staffNotifications)
      .set({ acknowledgedAt: now })
      .where(and(eq(staffNotifications.orderId, orderId), sql`${staffNotifications.acknowledgedAt} is null`));
    await changed(order.restaurantId, order.locationId, `order:${orderId}`);
    return { data: { acknowledgedAt: (order.acknowledgedAt ?? now).toISOString() } };
  });

  app.post('/api/staff/requests/:requestId/confirm', async (request) => {
    const user = userOf(request);
    const { requestId } = parseBody(z.object({ requestId: idSchema }), request.params);
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    if (!row) throw new HttpError(404, 'Sorry, we could not find that request.');
    await requireStaff(db, user.id, row.restaurantId, row.locationId);
    const now = clock.now();
    if (!row.confirmed) {
      await db
        .update(serviceRequests)
        .set({ confirmed: true, confirmedAt: now, confirmedBy: user.id })
        .where(eq(serviceRequests.id, requestId));
      await db
        .update(staffNotifications)
        .set({ acknowledgedAt: now })
        .where(
          and(eq(staffNotifications.requestId, requestId), sql`${staffNotifications.acknowledgedAt} is null`),
        );
    }
    await changed(row.restaurantId, row.locationId, `request:${requestId}`, `request:${requestId}`);
    const [updated] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    return { data: { request: requestView(updated!) } };
  });

  /** Sold out and back: a product, or one choice of a modifier, at one location. */
  app.post('/api/staff/availability', async (request) => {
    const user = userOf(request);
    const body = parseBody(
      locationQuery.extend({
        productId: idSchema.optional(),
        modifierId: idSchema.optional(),
        choiceId: idSchema.optional(),
        active: z.boolean(),
      }),
      request.body,
    );
    await requireStaff(db, user.id, body.restaurantId, body.locationId);
    const scope = (table: typeof products | typeof choices) =>
      and(eq(table.restaurantId, body.restaurantId), eq(table.locationId, body.locationId));
    let updated: unknown[] = [];
    if (body.productId) {
      updated = await db
        .update(products)
        .set({ active: body.active, activeAfter: null })
        .where(and(scope(products), eq(products.id, body.productId)))
        .returning({ id: products.id });
    } else if (body.modifierId && body.choiceId) {
      updated = await db
        .update(choices)
        .set({ active: body.active, activeAfter: null })
        .where(and(scope(choices), eq(choices.modifierId, body.modifierId), eq(choices.id, body.choiceId)))
        .returning({ id: choices.id });
    } else {
      throw new HttpError(400, 'Name a product, or a modifier and one of its choices.');
    }
    if (updated.length === 0) throw new HttpError(404, 'Sorry, we could not find that item.');
    await changed(body.restaurantId, body.locationId, null, `menu:${body.restaurantId}:${body.locationId}`);
    return { data: { active: body.active } };
  });

  /** Open or pause ordering (orderOpen) and delivery (deliveryOpen) at a location. */
  app.put('/api/staff/location_status', async (request) => {
    const user = userOf(request);
    const body = parseBody(
      locationQuery.extend({ orderOpen: z.boolean().optional(), deliveryOpen: z.boolean().optional() }),
      request.body,
    );
    await requireStaff(db, user.id, body.restaurantId, body.locationId);
    const changes: Record<string, boolean> = {};
    if (body.orderOpen !== undefined) changes.orderOpen = body.orderOpen;
    if (body.deliveryOpen !== undefined) changes.deliveryOpen = body.deliveryOpen;
    const updated = await db
      .update(locations)
      .set({ settings: sql`${locations.settings} || ${JSON.stringify(changes)}::jsonb` })
      .where(and(eq(locations.restaurantId, body.restaurantId), eq(locations.id, body.locationId)))
      .returning({ settings: locations.settings });
    if (updated.length === 0) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    await changed(
      body.restaurantId,
      body.locationId,
      null,
      `location:${body.restaurantId}:${body.locationId}`,
    );
    return { data: changes };
  });
}
