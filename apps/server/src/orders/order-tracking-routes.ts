import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { orderTracking } from './order-tracking.ts';

/** The one answer to every token that opens nothing: absent, malformed, wrong or of a deleted order. */
export const trackingNotFound = 'Sorry, we could not find that order.';

/**
 * GET /guest/order_tracking?token=…: the order a guest's tracking link opens, read-only, without
 * an account. The token travels in the query (the logs mask query values) and the answer is never
 * cached. Live updates come through the `tracking:{token}` topic, authorized by the same token.
 */
export function registerOrderTrackingRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  route(app, 'getOrderTracking', async (request, reply) => {
    // Whatever came, one lookup of its hash: a wrong token and an absent one take the same path.
    const token = (request.query.token ?? '').slice(0, 100);
    const tracking = await orderTracking(deps.db, deps.clock, token);
    reply.header('cache-control', 'no-store');
    if (!tracking) throw new HttpError(404, trackingNotFound);
    return { data: tracking };
  });
}
