import Fastify from 'fastify';
import { createAuth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { passwordResetMail } from './auth/password-reset-mail.ts';
import { readSession, registerSessionHook } from './auth/session.ts';
import { SignInLimiter } from './auth/sign-in-limiter.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { registerDeliveryRoutes } from './delivery/delivery-routes.ts';
import { registerDevOutbox } from './http/dev-outbox.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerStaticApps, type StaticFolders } from './http/static-apps.ts';
import { type Integrations, registerIntegrationRoutes } from './integrations/config.ts';
import { LiveHub } from './live/live-hub.ts';
import { registerLiveSocket } from './live/live-socket.ts';
import { topicProviders } from './live/topics.ts';
import { registerOrderRoutes } from './orders/order-routes.ts';
import { registerRequestRoutes } from './requests/request-routes.ts';
import { invalidateRestaurantCache } from './restaurants/restaurant-repository.ts';
import { registerRestaurantRoutes } from './restaurants/restaurant-routes.ts';
import { type PresenceTiming, StaffPresence } from './staff/staff-presence.ts';
import { registerStaffRoutes } from './staff/staff-routes.ts';
import { registerCardRoutes } from './users/card-routes.ts';
import { registerUserRoutes } from './users/user-routes.ts';

export interface AppOptions {
  database: Database;
  clock: Clock;
  /** Signs session tokens. */
  authSecret: string;
  /** The address customers reach (links in e-mails). */
  publicUrl: string;
  /** Payments, courier, address search and e-mail: real services or their embedded defaults. */
  integrations: Integrations;
  /** Developer helpers such as the e-mail outbox page (never in production). */
  devTools?: boolean;
  /** How often staff presence is stamped and swept (tests shorten it). */
  presenceTiming?: PresenceTiming;
  logLevel?: string;
  /** Where the built apps and media are; tests point these at fixtures. */
  staticFolders?: Partial<StaticFolders>;
}

/** Builds the HTTP server: API, live socket and the two web apps. Does not listen. */
export async function buildApp(options: AppOptions) {
  const { database, clock, logLevel = 'info', staticFolders, integrations } = options;
  const app = Fastify({
    logger: { level: logLevel },
    bodyLimit: 256 * 1024,
  });
  const { db } = database;
  const presence = new StaffPresence(
    db,
    clock,
    (restaurantId, locationId) => hub.publish(`location:${restaurantId}:${locationId}`),
    options.presenceTiming,
  );
  const hub: LiveHub = new LiveHub(database, topicProviders(db, clock, presence), (topic) =>
    invalidateRestaurantCache(db, topic),
  );
  await hub.start();
  presence.start();
  app.addHook('onClose', async () => {
    presence.stop();
    await hub.stop();
  });

  const auth = createAuth({
    db,
    secret: options.authSecret,
    publicUrl: options.publicUrl,
    sendPasswordReset: async (mail) => {
      await integrations.mailer.send(passwordResetMail(mail, options.publicUrl));
    },
  });
  const limiter = new SignInLimiter(() => clock.now().getTime());

  registerErrorHandling(app);
  const sessionReader = { auth, db, secret: options.authSecret };
  registerSessionHook(app, sessionReader);
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerHealth(app, database);
  registerOpenApi(app);
  if (options.devTools) registerDevOutbox(app, db);
  registerAuthRoutes(app, { db, auth, clock, limiter });
  registerRestaurantRoutes(app, db, clock);
  const { payments } = integrations;
  await registerIntegrationRoutes(app, integrations);
  registerUserRoutes(app, { db, clock, hub });
  registerCardRoutes(app, { db, clock, hub, payments });
  registerOrderRoutes(
    app,
    { db, clock, hub, payments },
    database.engine === 'pglite' ? 2 : Number.POSITIVE_INFINITY,
  );
  registerRequestRoutes(app, { db, clock, hub });
  registerDeliveryRoutes(app, { db, clock, integrations });
  registerStaffRoutes(app, { db, clock, hub });
  await registerLiveSocket(app, hub, async (token) => ({
    userId: (await readSession(sessionReader, token ? `Bearer ${token}` : undefined))?.id ?? null,
  }));
  await registerStaticApps(app, staticFolders);
  return { app, hub, auth, payments, routes };
}
