import { ECDH, randomUUID } from 'node:crypto';
import { pushRefusals } from '@orderly/domain';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { type Gate, pathId } from '../http/route-gates.ts';
import type { Integrations } from '../integrations/config.ts';
import {
  deletePushSubscription,
  MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
  savePushSubscription,
} from '../orders/notices-repository.ts';
import { trackingNotFound } from '../orders/order-tracking-routes.ts';
import { findOrder } from '../orders/orders-repository.ts';
import { orderIdOfToken } from '../orders/tracking-tokens.ts';

/**
 * Web Push (decision 0091): the VAPID public key, and a browser following an order's notices: the
 * diner who placed it (signed in), or whoever holds its tracking link (a guest). Anyone else
 * learns nothing: the same 404 as for an order that does not exist.
 */

export const tooManyBrowsers = `Sorry, this order already sends notifications to ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} browsers. Turn them off in one of them first.`;

const orderNotFound = 'Sorry, we could not find that order.';

/** Whether a browser's p256dh is a point of P-256 (what the payload is encrypted for). */
function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    // Decoding the point checks it lies on the curve.
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export function registerPushRoutes(app: FastifyInstance, deps: { db: Db; integrations: Integrations }) {
  const { db, integrations } = deps;

  route(app, 'getPushKey', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { data: { publicKey: await integrations.push.publicKey() } };
  });

  /** The order, when the signed-in caller placed it; 404 for anyone else. */
  const ownOrder = async (userId: string, orderId: string) => {
    const row = await findOrder(db, orderId);
    if (!row || row.userId !== userId) throw new HttpError(404, orderNotFound);
    return row;
  };
  /** Only the diner who placed the order gets as far as its body (decision 0069). */
  const orderOwner: Gate = async (request) => {
    const orderId = pathId(request, 'orderId');
    if (!orderId) throw new HttpError(404, orderNotFound);
    await ownOrder(userOf(request).id, orderId);
  };
  /**
   * The order a tracking link opens. The link is the caller's only right, and it travels with the
   * body (as an unsubscribe link's does): a public route, checked after the request's shape.
   */
  const trackingOrder = async (token: string) => {
    const orderId = await orderIdOfToken(db, token);
    const row = orderId ? await findOrder(db, orderId) : null;
    if (!row) throw new HttpError(404, trackingNotFound);
    return row;
  };

  const subscribe = async (
    order: { id: string; restaurantId: string },
    userId: string | null,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ) => {
    if (!integrations.pushEndpointAllowed(subscription.endpoint))
      throw new HttpError(400, pushRefusals.endpoint);
    if (!isP256Point(subscription.keys.p256dh)) throw new HttpError(400, pushRefusals.keys);
    const saved = await savePushSubscription(db, {
      id: randomUUID(),
      restaurantId: order.restaurantId,
      orderId: order.id,
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh.replace(/=+$/, ''),
      auth: subscription.keys.auth.replace(/=+$/, ''),
    });
    if (!saved) throw new HttpError(409, tooManyBrowsers);
    return { data: { subscribed: true } };
  };

  route(
    app,
    'subscribeOrderPush',
    async (request) => {
      const user = userOf(request);
      const order = await ownOrder(user.id, request.params.orderId);
      return subscribe(order, user.id, request.body.subscription);
    },
    { gate: orderOwner },
  );

  route(
    app,
    'unsubscribeOrderPush',
    async (request) => {
      const order = await ownOrder(userOf(request).id, request.params.orderId);
      await deletePushSubscription(db, order.id, request.body.endpoint);
      return { data: { subscribed: false } };
    },
    { gate: orderOwner },
  );

  route(app, 'subscribeTrackingPush', async (request) => {
    const order = await trackingOrder(request.query.token);
    return subscribe(order, null, request.body.subscription);
  });

  route(app, 'unsubscribeTrackingPush', async (request) => {
    const order = await trackingOrder(request.query.token);
    await deletePushSubscription(db, order.id, request.body.endpoint);
    return { data: { subscribed: false } };
  });
}
