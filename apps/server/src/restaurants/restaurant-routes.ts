import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { CompressibleBody, sendCompressed } from '../http/compressed-body.ts';
import { checkPrebuilt, route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { loadRewards } from '../orders/order-context.ts';
import { fullKitchenWindows } from '../orders/place-order-capacity.ts';
import {
  hasLocation,
  type LocationMenu,
  loadLocation,
  loadMenu,
  publicSettings,
} from './restaurant-repository.ts';

/** Public reads: anyone may browse a restaurant's menu (SPEC.md section 6). */
export function registerRestaurantRoutes(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  /** Whether this server sends text messages (decision 0095). */
  server: { texts: boolean } = { texts: true },
) {
  route(app, 'getLocation', async (request, reply) => {
    const { restaurantId, locationId } = request.params;
    const now = clock.now();
    const view = await loadLocation(db, restaurantId, locationId, now);
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    const body = {
      data: {
        restaurant: { id: view.restaurantId, name: view.name },
        locations: view.locations.filter((location) => !location.inactive),
        settings: publicSettings(view.settings, server),
        serverTime: now.toISOString(),
        zoneOffsets: view.zoneOffsets,
      },
    };
    checkPrebuilt('getLocation', 200, body);
    return sendCompressed(request, reply, JSON.stringify(body));
  });

  route(app, 'getFullWindows', async (request) => {
    const { restaurantId, locationId } = request.params;
    const view = await loadLocation(db, restaurantId, locationId, clock.now());
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    return { data: { fullWindows: await fullKitchenWindows(db, view.settings, clock.now()) } };
  });

  route(app, 'getRewards', async (request) => {
    const { restaurantId } = request.params;
    const rewards = await loadRewards(db, restaurantId);
    return { data: { rewards } };
  });

  /**
   * The busiest read of all (every customer's first screen): the catalogue is serialized, and
   * compressed for the clients that accept it, once per cached copy. (The server time comes with
   * the location and the live snapshots, so the body is the same for every request.)
   */
  const serializedMenus = new WeakMap<LocationMenu, CompressibleBody>();
  route(app, 'getMenu', async (request, reply) => {
    const { restaurantId, locationId } = request.params;
    if (!(await hasLocation(db, restaurantId, locationId))) {
      throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    }
    const menu = await loadMenu(db, restaurantId, locationId);
    let body = serializedMenus.get(menu);
    if (!body) {
      checkPrebuilt('getMenu', 200, { data: menu });
      body = new CompressibleBody(JSON.stringify({ data: menu }));
      serializedMenus.set(menu, body);
    }
    return sendCompressed(request, reply, body);
  });
}
