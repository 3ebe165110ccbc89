import Fastify from 'fastify';
import { createAuth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { passwordResetMail } from './auth/password-reset-mail.ts';
import { registerSessionHook } from './auth/session.ts';
import { SignInLimiter } from './auth/sign-in-limiter.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerStaticApps, type StaticFolders } from './http/static-apps.ts';
import { LiveHub } from './live/live-hub.ts';
import { registerLiveSocket } from './live/live-socket.ts';
import { loadLocation, loadMenu, publicSettings } from './restaurants/restaurant-repository.ts';
import { registerRestaurantRoutes } from './restaurants/restaurant-routes.ts';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface AppOptions {
  database: Database;
  clock: Clock;
  /** Signs session tokens. */
  authSecret: string;
  /** The address customers reach (links in e-mails). */
  publicUrl: string;
  mailer: Mailer;
  logLevel?: string;
  /** Where the built apps and media are; tests point these at fixtures. */
  staticFolders?: Partial<StaticFolders>;
}

/** Builds the HTTP server: API, live socket and the two web apps. Does not listen. */
export async function buildApp(options: AppOptions) {
  const { database, clock, logLevel = 'info', staticFolders } = options;
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

  const auth = createAuth({
    db,
    secret: options.authSecret,
    publicUrl: options.publicUrl,
    sendPasswordReset: (mail) => options.mailer.send(passwordResetMail(mail, options.publicUrl)),
  });
  const limiter = new SignInLimiter(() => clock.now().getTime());

  registerErrorHandling(app);
  registerSessionHook(app, auth);
  registerHealth(app, database);
  registerAuthRoutes(app, { db, auth, clock, limiter });
  registerRestaurantRoutes(app, db, clock);
  await registerLiveSocket(app, hub);
  await registerStaticApps(app, staticFolders);
  return { app, hub, auth };
}
