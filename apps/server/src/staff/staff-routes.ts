import { queueItems, topics } from '@orderly/client/protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { choices, locations, products, serviceRequests, staffNotifications } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { type Gate, pathId } from '../http/route-gates.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import {
  acknowledge,
  delayOrderBy,
  orderForStaff,
  refundOrder,
  setOrderStatus,
  staffOfOrderGate,
} from '../orders/order-status.ts';
import { loadOrder, orderView } from '../orders/order-views.ts';
import { searchLocationOrders } from '../orders/orders-repository.ts';
import type { OrderPayments } from '../payments/payments.ts';
import { requestView } from '../requests/request-views.ts';
import { anyStaffGate, requireStaff } from './staff-access.ts';
import { staffQueue } from './staff-queue.ts';
import { PAUSE_SWITCHES } from './timed-pause.ts';

export interface StaffRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: OrderPayments;
  log?: (error: unknown, message: string) => void;
}

const requestNotFound = 'Sorry, we could not find that request.';

/** What the staff app does: the live queue, order status, requests, sold out, pausing. */
export function registerStaffRoutes(app: FastifyInstance, deps: StaffRouteDeps) {
  const { db, clock, hub } = deps;
  const orderDeps = { ...deps, log: deps.log ?? (() => undefined) };
  /** The location's staff queue changed (only the item `key`, when given) and so did `others`. */
  const changed = (restaurantId: string, locationId: string, key: string | null, ...others: string[]) => {
    const queue = topics.staff(restaurantId, locationId);
    return Promise.all([key ? keyed(queue, key) : queue, ...others].map((topic) => hub.publish(topic)));
  };

  /** The service request, when the user is staff of its location (404 when there is none, 403 when not theirs). */
  const requestForStaff = async (userId: string, requestId: string) => {
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    if (!row) throw new HttpError(404, requestNotFound);
    await requireStaff(db, userId, row.restaurantId, row.locationId);
    return row;
  };
  // Who may call each route, decided before its query or body is read (decision 0069).
  const anyStaff = { gate: anyStaffGate(db) };
  const staffOfOrder = { gate: staffOfOrderGate(db) };
  const staffOfRequest: { gate: Gate } = {
    gate: async (request) => {
      const requestId = pathId(request, 'requestId');
      if (!requestId) throw new HttpError(404, requestNotFound);
      await requestForStaff(userOf(request).id, requestId);
    },
  };

  route(
    app,
    'getStaffQueue',
    async (request) => {
      const user = userOf(request);
      const { restaurantId, locationId } = request.query;
      await requireStaff(db, user.id, restaurantId, locationId);
      return { data: await staffQueue(db, restaurantId, locationId, clock.now()) };
    },
    anyStaff,
  );

  /** Orders of a location by number, or in a time range (default: the last 24 hours), newest first. */
  route(
    app,
    'searchStaffOrders',
    async (request) => {
      const user = userOf(request);
      const { query } = request;
      await requireStaff(db, user.id, query.restaurantId, query.locationId);
      const now = clock.now();
      const rows = await searchLocationOrders(db, {
        restaurantId: query.restaurantId,
        locationId: query.locationId,
        number: query.number,
        from: query.from ? new Date(query.from) : new Date(now.getTime() - 24 * 60 * 60_000),
        to: query.to ? new Date(query.to) : now,
      });
      return { data: { orders: rows.map((row) => ({ ...orderView(row), visitRound: row.visitRound })) } };
    },
    anyStaff,
  );

  route(
    app,
    'setOrderStatus',
    async (request) => {
      const user = userOf(request);
      const order = await orderForStaff(db, user.id, request.params.orderId);
      const { status, reason } = request.body;
      await setOrderStatus(orderDeps, order, { status, reason, staffUserId: user.id });
      return { data: { order: await loadOrder(db, order.id) } };
    },
    staffOfOrder,
  );

  /** Running late: the order's promise moves 5 to 30 minutes later and the diner is told (0089). */
  route(
    app,
    'delayOrder',
    async (request) => {
      const user = userOf(request);
      const order = await orderForStaff(db, user.id, request.params.orderId);
      await delayOrderBy(orderDeps, order, { minutes: request.body.minutes, staffUserId: user.id });
      return { data: { order: await loadOrder(db, order.id) } };
    },
    staffOfOrder,
  );

  /** Part of an online payment given back (an item, a fixed amount), with a reason. */
  route(
    app,
    'refundOrder',
    async (request) => {
      const user = userOf(request);
      const order = await orderForStaff(db, user.id, request.params.orderId);
      const { amount, reason } = request.body;
      await refundOrder(orderDeps, order, { amount, reason, staffUserId: user.id });
      return { data: { order: await loadOrder(db, order.id) } };
    },
    staffOfOrder,
  );

  /** Staff have seen a new order: the alert stops ringing. */
  route(
    app,
    'acknowledgeOrder',
    async (request) => {
      const user = userOf(request);
      const order = await orderForStaff(db, user.id, request.params.orderId);
      const acknowledgedAt = await acknowledge(orderDeps, order);
      await changed(order.restaurantId, order.locationId, queueItems.order(order.id));
      return { data: { acknowledgedAt: acknowledgedAt.toISOString() } };
    },
    staffOfOrder,
  );

  route(
    app,
    'confirmServiceRequest',
    async (request) => {
      const user = userOf(request);
      const { requestId } = request.params;
      const row = await requestForStaff(user.id, requestId);
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
            and(
              eq(staffNotifications.requestId, requestId),
              sql`${staffNotifications.acknowledgedAt} is null`,
            ),
          );
      }
      await changed(
        row.restaurantId,
        row.locationId,
        queueItems.request(requestId),
        topics.request(requestId),
      );
      const [updated] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
      return { data: { request: requestView(updated!) } };
    },
    staffOfRequest,
  );

  /** Sold out and back: a product, or one choice of a modifier, at one location. */
  route(
    app,
    'setAvailability',
    async (request) => {
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
      await changed(
        body.restaurantId,
        body.locationId,
        null,
        topics.menu(body.restaurantId, body.locationId),
      );
      return { data: { active: body.active } };
    },
    anyStaff,
  );

  /**
   * Open or pause ordering (orderOpen) and delivery (deliveryOpen) at a location. A pause with
   * pauseMinutes ends by itself then (its end is kept in the settings; read and swept as over).
   */
  route(
    app,
    'setLocationStatus',
    async (request) => {
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
    },
    anyStaff,
  );
}
