import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { CompressibleBody, sendCompressed } from '../http/compressed-body.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import { loadRewards } from '../orders/order-context.ts';
import {
  hasLocation,
  type LocationMenu,
  loadLocation,
  loadMenu,
  publicSettings,
} from './restaurant-repository.ts';

const ID_MAX = 64;

/** The route's two ids (Fastify gives path params as strings), checked without a schema walk: the menu is the busiest read. */
function parseParams(params: unknown) {
  const { restaurantId, locationId } = params as { restaurantId?: unknown; locationId?: unknown };
  if (isId(restaurantId) && isId(locationId)) return { restaurantId, locationId };
  throw new HttpError(400, 'Restaurant and location ids are required.');
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= ID_MAX;

/** Public reads: anyone may browse a restaurant's menu (SPEC.md section 6). */
export function registerRestaurantRoutes(app: FastifyInstance, db: Db, clock: Clock) {
  app.get('/guest/restaurants/:restaurantId/locations/:locationId', async (request, reply) => {
    const { restaurantId, locationId } = parseParams(request.params);
    const now = clock.now();
    const view = await loadLocation(db, restaurantId, locationId, now);
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    const body = {
      data: {
        restaurant: { id: view.restaurantId, name: view.name },
        locations: view.locations.filter((location) => !location.inactive),
        settings: publicSettings(view.settings),
        serverTime: now.toISOString(),
        zoneOffsets: view.zoneOffsets,
      },
    };
    return sendCompressed(request, reply, JSON.stringify(body));
  });

  app.get('/guest/restaurants/:restaurantId/rewards', async (request) => {
    const { restaurantId } = parseBody(z.object({ restaurantId: z.string().min(1).max(64) }), request.params);
    const rewards = await loadRewards(db, restaurantId);
    return { data: { rewards } };
  });

  /**
   * The busiest read of all (every customer's first screen): the catalogue is serialized, and
   * compressed for the clients that accept it, once per cached copy. (The server time comes with
   * the location and the live snapshots, so the body is the same for every request.)
   */
  const serializedMenus = new WeakMap<LocationMenu, CompressibleBody>();
  app.get('/guest/restaurants/:restaurantId/locations/:locationId/menu', async (request, reply) => {
    const { restaurantId, locationId } = parseParams(request.params);
    if (!(await hasLocation(db, restaurantId, locationId))) {
      throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    }
    const menu = await loadMenu(db, restaurantId, locationId);
    let body = serializedMenus.get(menu);
    if (!body) {
      body = new CompressibleBody(JSON.stringify({ data: menu }));
      serializedMenus.set(menu, body);
    }
    return sendCompressed(request, reply, body);
  });
}
