import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import { loadRewards } from '../orders/order-context.ts';
import { type LocationMenu, loadLocation, loadMenu, publicSettings } from './restaurant-repository.ts';

const locationParams = z.object({
  restaurantId: z.string().min(1).max(64),
  locationId: z.string().min(1).max(64),
});

function parseParams(params: unknown) {
  const parsed = locationParams.safeParse(params);
  if (!parsed.success) throw new HttpError(400, 'Restaurant and location ids are required.');
  return parsed.data;
}

/** Public reads: anyone may browse a restaurant's menu (SPEC.md section 6). */
export function registerRestaurantRoutes(app: FastifyInstance, db: Db, clock: Clock) {
  app.get('/guest/restaurants/:restaurantId/locations/:locationId', async (request) => {
    const { restaurantId, locationId } = parseParams(request.params);
    const view = await loadLocation(db, restaurantId, locationId, clock.now());
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    return {
      data: {
        restaurant: { id: view.restaurantId, name: view.name },
        locations: view.locations.filter((location) => !location.inactive),
        settings: publicSettings(view.settings),
        serverTime: clock.now().toISOString(),
      },
    };
  });

  app.get('/guest/restaurants/:restaurantId/rewards', async (request) => {
    const { restaurantId } = parseBody(z.object({ restaurantId: z.string().min(1).max(64) }), request.params);
    const rewards = await loadRewards(db, restaurantId);
    return { data: { rewards } };
  });

  /**
   * The busiest read of all (every customer's first screen): the catalogue is serialized once per
   * cached copy, and only the server time is added per request.
   */
  const serializedMenus = new WeakMap<LocationMenu, string>();
  app.get('/guest/restaurants/:restaurantId/locations/:locationId/menu', async (request, reply) => {
    const { restaurantId, locationId } = parseParams(request.params);
    const view = await loadLocation(db, restaurantId, locationId, clock.now());
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    const menu = await loadMenu(db, restaurantId, locationId);
    let body = serializedMenus.get(menu);
    if (!body) {
      body = JSON.stringify({ data: menu }).slice(0, -2);
      serializedMenus.set(menu, body);
    }
    return reply
      .type('application/json; charset=utf-8')
      .send(`${body},"serverTime":${JSON.stringify(clock.now().toISOString())}}}`);
  });
}
