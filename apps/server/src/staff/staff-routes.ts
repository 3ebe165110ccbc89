import { queueItems, topics } from '@orderly/client/protocol';
import { canTransition, canUndoDone, type OrderStatus } from '@orderly/domain';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import {
  choices,
  locations,
  orders,
  products,
  restaurants,
  serviceRequests,
  staffNotifications,
  users,
} from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../integrations/email/types.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { publishOrderChanged } from '../orders/order-changed.ts';
import { loadOrder } from '../orders/order-routes.ts';
import { orderView } from '../orders/order-views.ts';
import type { OrderPayments } from '../orders/payments.ts';
import { cancellationMail, cancelOrder, refundPart, sendRefund } from '../orders/refunds.ts';
import { requestView } from '../requests/request-views.ts';
import { requireStaff } from './staff-access.ts';
import { staffQueue } from './staff-queue.ts';
import { PAUSE_SWITCHES } from './timed-pause.ts';

export interface StaffRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: OrderPayments;
  mailer: Mailer;
  log?: (error: unknown, message: string) => void;
}

/** What the staff app does: the live queue, order status, requests, sold out, pausing. */
export function registerStaffRoutes(app: FastifyInstance, deps: StaffRouteDeps) {
  const { db, clock, hub } = deps;
  const log = deps.log ?? (() => undefined);
  /** Sends a refund to the provider now; should that fail, the reconciler sends it later. */
  const send = (refundId: string | null) =>
    refundId
      ? sendRefund(db, deps.payments, refundId).catch((error: unknown) =>
          log(error, `refund ${refundId} not sent yet; the reconciler will retry`),
        )
      : Promise.resolve();
  /** The location's staff queue changed (only the item `key`, when given) and so did `others`. */
  const changed = (restaurantId: string, locationId: string, key: string | null, ...others: string[]) => {
    const queue = topics.staff(restaurantId, locationId);
    return Promise.all([key ? keyed(queue, key) : queue, ...others].map((topic) => hub.publish(topic)));
  };

  route(app, 'getStaffQueue', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.query;
    await requireStaff(db, user.id, restaurantId, locationId);
    return { data: await staffQueue(db, restaurantId, locationId, clock.now()) };
  });

  /** Orders of a location by number, or in a time range (default: the last 24 hours), newest first. */
  route(app, 'searchStaffOrders', async (request) => {
    const user = userOf(request);
    const { query } = request;
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

  route(app, 'setOrderStatus', async (request) => {
    const user = userOf(request);
    const { orderId } = request.params;
    const { body } = request;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'Sorry, we could not find that order.');
    await requireStaff(db, user.id, order.restaurantId, order.locationId);
    const now = clock.now();
    // Undo of Mark done: Done goes back to Preparing for a short while (never undoes a cancellation).
    const undo =
      body.status === 'Preparing' &&
      canUndoDone({ status: order.status, doneAt: order.doneAt?.toISOString() ?? null }, now);
    if (!undo && !canTransition(order.status, body.status as OrderStatus)) {
      throw new HttpError(409, `An order that is ${order.status} cannot become ${body.status}.`);
    }
    if (body.status === 'Cancelled' && !body.reason) {
      throw new HttpError(400, 'Please give a reason for cancelling the order.');
    }
    if (body.status === 'Cancelled') {
      // Status, reason, the refund of an online payment and the points, in one statement.
      const cancelled = await cancelOrder(db, {
        orderId,
        fromStatus: order.status,
        reason: body.reason ?? '',
        staffUserId: user.id,
        now,
      });
      if (!cancelled) throw new HttpError(409, 'This order changed meanwhile. Please try again.');
      await send(cancelled.refundId);
      await mailCancellation(order, body.reason ?? '', cancelled.refundAmount).catch((error: unknown) =>
        log(error, `could not e-mail the cancellation of order ${orderId}`),
      );
    } else {
      await db
        .update(orders)
        .set({
          status: body.status,
          ...(body.status === 'Preparing' && !undo
            ? { confirmedAt: now, acknowledgedAt: order.acknowledgedAt ?? now }
            : {}),
          doneAt: body.status === 'Done' ? now : null,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, order.status)));
    }
    await db
      .update(staffNotifications)
      .set({ acknowledgedAt: now })
      .where(and(eq(staffNotifications.orderId, orderId), sql`${staffNotifications.acknowledgedAt} is null`));
    await publishOrderChanged(db, hub, orderId);
    return { data: { order: await loadOrder(db, orderId) } };
  });

  /** Part of an online payment given back (an item, a fixed amount), with a reason. */
  route(app, 'refundOrder', async (request) => {
    const user = userOf(request);
    const { orderId } = request.params;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'Sorry, we could not find that order.');
    await requireStaff(db, user.id, order.restaurantId, order.locationId);
    const { body } = request;
    if (!body.reason) throw new HttpError(400, 'Please give a reason for the refund.');
    const refundId = await refundPart(db, {
      orderId,
      amount: body.amount,
      reason: body.reason,
      staffUserId: user.id,
      now: clock.now(),
    });
    await send(refundId);
    await publishOrderChanged(db, hub, orderId);
    return { data: { order: await loadOrder(db, orderId) } };
  });

  /** Tells the customer (not a guest: no address) their order was cancelled, why, and what comes back. */
  const mailCancellation = async (
    order: typeof orders.$inferSelect,
    reason: string,
    refundAmount: number,
  ) => {
    if (!order.userId) return;
    const [customer] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!customer?.email) return;
    const [brand] = await db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurantId));
    await deps.mailer.send(
      cancellationMail({
        to: customer.email,
        name: customer.name ?? '',
        restaurantName: brand?.name ?? 'The restaurant',
        orderNumber: order.orderNumber,
        reason,
        refundAmount,
        pointsBack: order.pointsRedeemed,
      }),
    );
  };

  /** Staff have seen a new order: the alert stops ringing. */
  route(app, 'acknowledgeOrder', async (request) => {
    const user = userOf(request);
    const { orderId } = request.params;
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
    await changed(order.restaurantId, order.locationId, queueItems.order(orderId));
    return { data: { acknowledgedAt: (order.acknowledgedAt ?? now).toISOString() } };
  });

  route(app, 'confirmServiceRequest', async (request) => {
    const user = userOf(request);
    const { requestId } = request.params;
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
    await changed(row.restaurantId, row.locationId, queueItems.request(requestId), topics.request(requestId));
    const [updated] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    return { data: { request: requestView(updated!) } };
  });

  /** Sold out and back: a product, or one choice of a modifier, at one location. */
  route(app, 'setAvailability', async (request) => {
    const user = userOf(request);
    const { body } = request;
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
    await changed(body.restaurantId, body.locationId, null, topics.menu(body.restaurantId, body.locationId));
    return { data: { active: body.active } };
  });

  /**
   * Open or pause ordering (orderOpen) and delivery (deliveryOpen) at a location. A pause with
   * pauseMinutes ends by itself then (its end is kept in the settings; read and swept as over).
   */
  route(app, 'setLocationStatus', async (request) => {
    const user = userOf(request);
    const { body } = request;
    await requireStaff(db, user.id, body.restaurantId, body.locationId);
    const changes: Record<string, boolean | string | null> = {};
    const until = body.pauseMinutes
      ? new Date(clock.now().getTime() + body.pauseMinutes * 60_000).toISOString()
      : null;
    for (const { open, until: untilKey } of PAUSE_SWITCHES) {
      const value = body[open];
      if (value === undefined) continue;
      changes[open] = value;
      changes[untilKey] = value ? null : until;
    }
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
      topics.location(body.restaurantId, body.locationId),
    );
    // The switches set, and the end of a timed pause (none for a pause until staff resume).
    return { data: Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null)) };
  });
}
