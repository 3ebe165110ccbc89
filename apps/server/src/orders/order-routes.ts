import { createHash } from 'node:crypto';
import { queueItems, topics } from '@orderly/client/protocol';
import { messages } from '@orderly/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { userOf } from '../auth/session.ts';
import { route } from '../http/contract.ts';
import { HttpError, httpErrorBody } from '../http/errors.ts';
import { type Gate, pathId } from '../http/route-gates.ts';
import { keyed } from '../live/live-hub.ts';
import {
  type KeyOwner,
  type KeyRun,
  newKeyOwner,
  runOnce,
  type StoredResponse,
} from '../payments/idempotency.ts';
import { canSeeOrder, loadOrder, orderView } from './order-views.ts';
import { customerOrders, findOrder, saveReview } from './orders-repository.ts';
import { type PlaceOrderDeps, type PlaceOrderRequest, placeOrder } from './place-order.ts';
import { issueTrackingToken } from './tracking-tokens.ts';

/** Orders of one user being placed right now on this instance: the spec's "placing" flag. */
const placing = new Set<string>();

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: PlaceOrderDeps,
  /**
   * Orders placed at once; the rest wait their turn, first come first served. PGlite is one
   * connection: orders interleaving their statements there only made each other slower.
   */
  ordersAtOnce = Number.POSITIVE_INFINITY,
  /** This process, as the owner of the Idempotency-Keys it claims. */
  keyOwner: KeyOwner = newKeyOwner('local'),
) {
  const { db } = deps;
  const inTurn = pLimit(ordersAtOnce);

  const respond = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    build: () => PlaceOrderRequest,
    /** Adds to a placed order's answer what is only for this response (a guest's tracking link). */
    withExtras?: (order: { orderId: string }) => Promise<Record<string, unknown>>,
  ) => {
    const run = async (keyRun?: KeyRun): Promise<StoredResponse> => {
      try {
        let stored: StoredResponse | undefined;
        const order = await placeOrder(
          deps,
          build(),
          (placed) => {
            stored = { status: 201, body: { data: { order: placed } } };
            return keyRun?.remember?.(stored);
          },
          keyRun?.reservedId,
        );
        return stored ?? { status: 201, body: { data: { order } } };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) {
          return { status: error.statusCode, body: httpErrorBody(error) };
        }
        request.log.error(error);
        return { status: 500, body: { error: { message: messages.orderFailed } } };
      }
    };
    // At most 255 characters (the contract's header schema).
    const key = request.headers['idempotency-key'];
    const placingKey = `${scope}`;
    let result: StoredResponse;
    if (typeof key === 'string' && key !== '') {
      result = await inTurn(() =>
        runOnce(
          {
            db,
            clock: deps.clock,
            owner: keyOwner,
            scope,
            key,
            body: request.body,
            inFlightMessage: messages.orderAlreadyPlacing,
          },
          run,
        ),
      );
    } else {
      if (placing.has(placingKey)) throw new HttpError(409, messages.orderAlreadyPlacing);
      placing.add(placingKey);
      try {
        result = await inTurn(() => run());
      } finally {
        placing.delete(placingKey);
      }
    }
    if (result.status === 201 && withExtras) {
      const order = (result.body as { data: { order: { orderId: string } } }).data.order;
      return reply.status(201).send({ data: { order: { ...order, ...(await withExtras(order)) } } });
    }
    return reply.status(result.status).send(result.body);
  };

  route(app, 'createOrder', async (request, reply) => {
    const user = userOf(request);
    const { body } = request;
    return respond(request, reply, `user:${user.id}`, () => ({
      kind: 'customer',
      userId: user.id,
      user: user.row,
      body,
    }));
  });

  /** A visit token's place in a request's scope: its hash, never the token itself (scopes are stored with keys). */
  const visitScope = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

  route(app, 'createGuestOrder', async (request, reply) => {
    const { body } = request;
    // Each answer, a replay's too, carries a new tracking link (only its hash is stored): the
    // guest has no account to find the order with afterwards.
    return respond(
      request,
      reply,
      // A kiosk places apart from its table (decision 0092); each guest of a table visit places
      // apart (decision 0093): two phones at one table at once.
      body.kioskId
        ? `kiosk:${body.restaurantId}:${body.kioskId}`
        : `guest:${body.restaurantId}:${body.tableId}${body.visitToken ? `:${visitScope(body.visitToken)}` : ''}`,
      () => ({ kind: 'guest', body }),
      async (order) => ({ trackingToken: await issueTrackingToken(db, order.orderId) }),
    );
  });

  /** The user's order history at a restaurant, newest first (default: the last year). */
  route(app, 'listOrders', async (request) => {
    const user = userOf(request);
    const { query } = request;
    const now = deps.clock.now();
    const from = query.from ? new Date(query.from) : new Date(now.getTime() - 365 * 24 * 60 * 60_000);
    const to = query.to ? new Date(query.to) : now;
    const rows = await customerOrders(db, {
      userId: user.id,
      restaurantId: query.restaurantId,
      from,
      to,
      limit: query.limit,
    });
    return { data: { orders: rows.map(orderView) } };
  });

  route(app, 'getOrder', async (request) => {
    const user = userOf(request);
    const { orderId } = request.params;
    const order = await loadOrder(db, orderId);
    if (!order || !(await canSeeOrder(db, user.id, order)))
      throw new HttpError(404, 'Sorry, we could not find that order.');
    return { data: { order } };
  });

  /** The order, when the user placed it (404 for anyone else: nobody learns which orders exist). */
  const ownOrder = async (userId: string, orderId: string) => {
    const row = await findOrder(db, orderId);
    if (!row || row.userId !== userId) throw new HttpError(404, 'Sorry, we could not find that order.');
    return row;
  };
  /** Only the customer who placed the order gets as far as its body (decision 0069). */
  const orderOwner: Gate = async (request) => {
    const orderId = pathId(request, 'orderId');
    if (!orderId) throw new HttpError(404, 'Sorry, we could not find that order.');
    await ownOrder(userOf(request).id, orderId);
  };

  route(
    app,
    'reviewOrder',
    async (request) => {
      const user = userOf(request);
      const { orderId } = request.params;
      const { body } = request;
      const row = await ownOrder(user.id, orderId);
      const review = { rating: body.rating, comment: body.comment };
      await saveReview(db, orderId, review);
      await deps.hub.publish(topics.order(orderId));
      await deps.hub.publish(
        keyed(topics.staff(row.restaurantId, row.locationId), queueItems.order(orderId)),
      );
      return { data: { review } };
    },
    { gate: orderOwner },
  );
}
