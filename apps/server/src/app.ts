import Fastify from 'fastify';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerStaticApps, type StaticFolders } from './http/static-apps.ts';
import { LiveHub } from './live/live-hub.ts';
import { registerLiveSocket } from './live/live-socket.ts';
import { loadLocation, loadMenu, publicSettings } from './restaurants/restaurant-repository.ts';
import { registerRestaurantRoutes } from './restaurants/restaurant-routes.ts';

export interface AppOptions {
  database: Database;
  clock: Clock;
  logLevel?: string;
  /** Where the built apps and media are; tests point these at fixtures. */
  staticFolders?: Partial<StaticFolders>;
}

/** Builds the HTTP server: API, live socket and the two web apps. Does not listen. */
export async function buildApp({ database, clock, logLevel = 'info', staticFolders }: AppOptions) {
  const app = Fastify({
    logger: { level: logLevel },
    bodyLimit: 256 * 1024,
    disableRequestLogging: !['debug', 'trace'].includes(logLevel),
  });
  const { db } = database;
  const hub = new LiveHub(database, {
    location: {
      authorize: () => true,
      snapshot: async ([restaurantId = '', locationId = '']) => {
        const view = await loadLocation(db, restaurantId, locationId);
        return view
          ? { settings: publicSettings(view.settings), serverTime: clock.now().toISOString() }
          : null;
      },
    },
    menu: {
      authorize: () => true,
      snapshot: async ([restaurantId = '', locationId = '']) => ({
        ...(await loadMenu(db, restaurantId, locationId)),
        serverTime: clock.now().toISOString(),
      }),
    },
  });
  await hub.start();
  app.addHook('onClose', () => hub.stop());

  registerErrorHandling(app);
  registerHealth(app, database);
  registerRestaurantRoutes(app, db, clock);
  await registerLiveSocket(app, hub);
  await registerStaticApps(app, staticFolders);
  return { app, hub };
}
