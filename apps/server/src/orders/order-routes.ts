import {
  createOrderV2BodySchema,
  guestCreateOrderBodySchema,
  idSchema,
  messages,
  orderReviewBodySchema,
} from '@orderly/domain';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { z } from 'zod';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { orders, refunds, staffMembers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import { keyed } from '../live/live-hub.ts';
import { type Remember, runOnce, type StoredResponse } from './idempotency.ts';
import { orderView } from './order-views.ts';
import { type PlaceOrderDeps, type PlaceOrderRequest, placeOrder } from './place-order.ts';

const historyQuery = z.object({
  restaurantId: idSchema,
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** Orders of one user being placed right now on this instance: the spec's "placing" flag. */
const placing = new Set<string>();

/** May this user see this order? Its customer, or staff of its restaurant. */
export async function canSeeOrder(
  db: Db,
  userId: string,
  order: { userId: string | null; restaurantId: string },
) {
  if (order.userId === userId) return true;
  const [member] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.restaurantId, order.restaurantId)));
  return Boolean(member);
}

export async function loadOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return {
    ...orderView(row),
    refunds: refundRows.map(({ description, amount }) => ({ description, amount })),
  };
}

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: PlaceOrderDeps,
  /**
   * Orders placed at once; the rest wait their turn, first come first served. PGlite is one
   * connection: orders interleaving their statements there only made each other slower.
   */
  ordersAtOnce = Number.POSITIVE_INFINITY,
) {
  const { db } = deps;
  const inTurn = pLimit(ordersAtOnce);

  const respond = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    build: () => PlaceOrderRequest,
  ) => {
    const run = async (remember?: Remember): Promise<StoredResponse> => {
      try {
        let stored: StoredResponse | undefined;
        const order = await placeOrder(deps, build(), (placed) => {
          stored = { status: 201, body: { data: { order: placed } } };
          return remember?.(stored);
        });
        return stored ?? { status: 201, body: { data: { order } } };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) {
          return { status: error.statusCode, body: { error: { message: error.message } } };
        }
        request.log.error(error);
        return { status: 500, body: { error: { message: messages.orderFailed } } };
      }
    };
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string' && key.length > 255) throw new HttpError(400, 'Idempotency-Key is too long.');
    const placingKey = `${scope}`;
    let result: StoredResponse;
    if (typeof key === 'string' && key !== '') {
      result = await inTurn(() => runOnce(db, scope, key, request.body, run, messages.orderAlreadyPlacing));
    } else {
      if (placing.has(placingKey)) throw new HttpError(409, messages.orderAlreadyPlacing);
      placing.add(placingKey);
      try {
        result = await inTurn(() => run());
      } finally {
        placing.delete(placingKey);
      }
    }
    return reply.status(result.status).send(result.body);
  };

  app.post('/api/create_order_v2', async (request, reply) => {
    const user = userOf(request);
    const body = parseBody(createOrderV2BodySchema, request.body);
    return respond(request, reply, `user:${user.id}`, () => ({
      kind: 'customer',
      userId: user.id,
      user: user.row,
      body,
    }));
  });

  app.post('/guest/create_order', async (request, reply) => {
    const raw = request.body as { orderType?: unknown } | undefined;
    if (raw && typeof raw === 'object' && raw.orderType !== undefined && raw.orderType !== 'Dine-in') {
      throw new HttpError(400, messages.guestDineInOnly);
    }
    const body = parseBody(guestCreateOrderBodySchema, request.body);
    return respond(request, reply, `guest:${body.restaurantId}:${body.tableId}`, () => ({
      kind: 'guest',
      body,
    }));
  });

  /** The user's order history at a restaurant, newest first (default: the last year). */
  app.get('/api/orders', async (request) => {
    const user = userOf(request);
    const query = parseBody(historyQuery, request.query);
    const now = deps.clock.now();
    const from = query.from ? new Date(query.from) : new Date(now.getTime() - 365 * 24 * 60 * 60_000);
    const to = query.to ? new Date(query.to) : now;
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, user.id),
          eq(orders.restaurantId, query.restaurantId),
          gte(orders.createdAt, from),
          lte(orders.createdAt, to),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(query.limit);
    return { data: { orders: rows.map(orderView) } };
  });

  app.get('/api/orders/:orderId', async (request) => {
    const user = userOf(request);
    const { orderId } = parseBody(z.object({ orderId: idSchema }), request.params);
    const order = await loadOrder(db, orderId);
    if (!order || !(await canSeeOrder(db, user.id, order)))
      throw new HttpError(404, 'Sorry, we could not find that order.');
    return { data: { order } };
  });

  /** A dine-in guest follows their order by its id (an unguessable link), without an account. */
  app.get('/guest/orders/:orderId', async (request) => {
    const { orderId } = parseBody(z.object({ orderId: idSchema }), request.params);
    const order = await loadOrder(db, orderId);
    if (!order || order.userId !== null) throw new HttpError(404, 'Sorry, we could not find that order.');
    return { data: { order } };
  });

  app.put('/api/orders/:orderId/review', async (request) => {
    const user = userOf(request);
    const { orderId } = parseBody(z.object({ orderId: idSchema }), request.params);
    const body = parseBody(orderReviewBodySchema, { ...(request.body as object), orderId });
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row || row.userId !== user.id) throw new HttpError(404, 'Sorry, we could not find that order.');
    const review = { rating: body.rating, comment: body.comment };
    await db.update(orders).set({ review }).where(eq(orders.id, orderId));
    await deps.hub.publish(`order:${orderId}`);
    await deps.hub.publish(keyed(`staff:${row.restaurantId}:${row.locationId}`, `order:${orderId}`));
    return { data: { review } };
  });
}
