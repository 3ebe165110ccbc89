import { hostname } from 'node:os';
import { topics } from '@orderly/client/protocol';
import Fastify from 'fastify';
import { createAuth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { passwordChangedMail } from './auth/password-changed-mail.ts';
import { type PasswordHashSettings, passwordHasher } from './auth/password-hashing.ts';
import { passwordResetMail } from './auth/password-reset-mail.ts';
import { readSession, registerSessionHook } from './auth/session.ts';
import { announceSessionsEnded, onSessionsEnded } from './auth/session-events.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { registerDeliveryRoutes } from './delivery/delivery-routes.ts';
import { accountRefusal } from './demo/demo.ts';
import { capConnectionsPerAddress } from './http/connection-cap.ts';
import { registerContract } from './http/contract.ts';
import { registerDevOutbox } from './http/dev-outbox.ts';
import { defaultEdgeSettings, type EdgeSettings } from './http/edge-settings.ts';
import { registerErrorHandling } from './http/errors.ts';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts';
import { type InstanceState, registerHealth } from './http/health.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPlatformRoutes } from './http/platform-routes.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerRouteGates } from './http/route-gates.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticApps, type StaticFolders, staticFoldersOf } from './http/static-apps.ts';
import { type Integrations, registerIntegrationRoutes } from './integrations/config.ts';
import { tcpPrinter } from './integrations/printing/tcp-printer.ts';
import type { TicketPrinter } from './integrations/printing/types.ts';
import { LiveHub } from './live/live-hub.ts';
import { registerLiveSocket } from './live/live-socket.ts';
import { hostPagesOf } from './manage/hosts.ts';
import { registerManageRoutes } from './manage/manage-routes.ts';
import type { MapTiles } from './manage/zones-routes.ts';
import { type MediaCleanupTiming, mediaCleanupJob } from './media/media-cleanup.ts';
import { registerMediaRoutes } from './media/media-store.ts';
import { registerNoticeRoutes } from './notices/notice-routes.ts';
import { type NoticeTiming, noticeCounts, noticeWorkerJob } from './notices/notice-worker.ts';
import { registerPushRoutes } from './notices/push-routes.ts';
import { registerBackupRoute } from './ops/backup-route.ts';
import { currentRequestId, loggerOptions, registerRequestIds, requestIdOf } from './ops/logging.ts';
import { registerMetrics } from './ops/metrics.ts';
import { runWhileServerOpen } from './ops/periodic-job.ts';
import { NOTICES_CHANNEL } from './orders/notices-repository.ts';
import { publishOrderChanged } from './orders/order-changed.ts';
import { type EscalationTiming, orderEscalationJob } from './orders/order-escalation.ts';
import { registerOrderRoutes } from './orders/order-routes.ts';
import { registerOrderTrackingRoutes } from './orders/order-tracking-routes.ts';
import { paymentReconcilerJob, type ReconcilerTiming } from './orders/payment-reconciler.ts';
import { dinerPacing } from './orders/place-order-capacity.ts';
import { PRINT_JOBS_CHANNEL } from './orders/print-jobs-repository.ts';
import { newKeyOwner, releaseEarlierRuns } from './payments/idempotency.ts';
import { registerCloudPrntRoutes } from './printing/cloudprnt-routes.ts';
import { type PrintTiming, printCounts, printWorkerJob } from './printing/print-worker.ts';
import { registerPrintingRoutes } from './printing/printing-routes.ts';
import { registerRequestRoutes } from './requests/request-routes.ts';
import { registerInvitationRoutes } from './restaurants/invitation-routes.ts';
import { invalidateRestaurantCache } from './restaurants/restaurant-repository.ts';
import { registerRestaurantRoutes } from './restaurants/restaurant-routes.ts';
import { useShippedZoneRules } from './restaurants/shipped-zone-rules.ts';
import { registerBusyModeRoutes } from './staff/busy-mode-routes.ts';
import { type PresenceTiming, StaffPresence } from './staff/staff-presence.ts';
import { registerStaffRoutes } from './staff/staff-routes.ts';
import { registerVisitRoutes } from './tables/visit-routes.ts';
import { topicProviders } from './topic-providers.ts';
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
  /** The demo restaurant is seeded: the root page lists its links (SEED_DEMO). */
  demo?: boolean;
  /** Developer helpers such as the e-mail outbox page (never in production). */
  devTools?: boolean;
  /**
   * The demo's accounts (published password) may sign in: development and tests only. Off (the
   * default, and always in production) they are refused whatever the database holds, their
   * sessions too.
   */
  demoAccounts?: boolean;
  /** How often staff presence is stamped and swept (tests shorten it). */
  presenceTiming?: PresenceTiming;
  logLevel?: string;
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Where the built apps and media are; tests point these at fixtures. */
  staticFolders?: Partial<StaticFolders>;
  /**
   * This instance's name among several on one database (default: the host name). A restarted
   * instance takes back at once the Idempotency-Keys its crashed run left in flight.
   */
  instanceName?: string;
  /** How often the payment reconciler runs and how long it waits (tests shorten or stop it). */
  reconciler?: ReconcilerTiming | 'off';
  /**
   * How often the escalation of unconfirmed orders looks (louder alert and managers told, then the
   * automatic rejection); tests stop it and run it, journeys shorten it.
   */
  escalation?: EscalationTiming | 'off';
  /** How often the notices outbox is looked at, and its leases (tests stop it and run it). */
  notices?: NoticeTiming | 'off';
  /** How often the print jobs outbox is looked at, its leases and retries (tests shorten or stop it). */
  printing?: PrintTiming | 'off';
  /** How tickets reach printers (default: raw ESC/POS over TCP; tests may pass their own). */
  ticketPrinter?: TicketPrinter;
  /** How often uploads nothing uses are deleted, and after how long (tests stop it and run it). */
  mediaCleanup?: MediaCleanupTiming | 'off';
  /** Bearer token of POST /ops/backup (PGlite only); without it there is no such route. */
  backupToken?: string | undefined;
  /** Bearer token of GET /metrics (Prometheus); without it there is no metrics endpoint. */
  metricsToken?: string | undefined;
  /** Rate limits, live socket caps, proxies to believe (defaults: the product's). */
  edge?: Partial<EdgeSettings>;
  /**
   * How much work a new password's hash takes (default: the server's OWASP setting; tests ask for
   * less, as each sign-up and sign-in otherwise costs a fifth of a second of CPU).
   */
  passwordHashing?: PasswordHashSettings;
  /** Street tiles of the back office's zone map (MAP_TILE_URL); default: none, no tile server asked. */
  mapTiles?: MapTiles | null;
}

/** Builds the HTTP server: API, live socket and the two web apps. Does not listen. */
export async function buildApp(options: AppOptions) {
  const { database, clock, logLevel = 'info', staticFolders, integrations } = options;
  // Every clock reading of the server uses the tz database it ships, never the runtime's ICU.
  useShippedZoneRules();
  const edge: EdgeSettings = { ...defaultEdgeSettings, ...options.edge };
  const app = Fastify({
    logger: loggerOptions(logLevel, options.logStream),
    genReqId: requestIdOf,
    bodyLimit: 256 * 1024,
    trustProxy: edge.trustProxy,
    // A request must arrive whole in time (slow bodies held sockets open for good); the check runs
    // often enough for the bound to hold within a quarter of it.
    requestTimeout: edge.requestTimeoutMs,
    http: {
      // A request without a Host header is refused by the request guards, in our error body.
      requireHostHeader: false,
      headersTimeout: Math.min(20_000, edge.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(15_000, Math.max(250, edge.requestTimeoutMs / 4)),
    },
    frameworkErrors,
    clientErrorHandler,
  });
  capConnectionsPerAddress(app.server, edge.connectionsPerAddress);
  // Routes declare their schemas from @orderly/contract; the OpenAPI document is generated from them.
  await registerContract(app);
  const { db } = database;
  const presence = new StaffPresence(
    db,
    clock,
    (restaurantId, locationId) => hub.publish(topics.location(restaurantId, locationId)),
    options.presenceTiming,
  );
  const hub: LiveHub = new LiveHub(
    database,
    topicProviders(db, clock, presence, { texts: integrations.sms !== null }),
    (topic) => invalidateRestaurantCache(db, topic),
    app.log,
  );
  await hub.start();
  presence.start();
  app.addHook('onClose', async () => {
    presence.stop();
    await hub.stop();
  });

  const hashPassword = passwordHasher(options.passwordHashing);
  const auth = createAuth({
    db,
    hashPassword,
    secret: options.authSecret,
    publicUrl: options.publicUrl,
    sendPasswordReset: async (mail) => {
      await integrations.mailer.send(passwordResetMail(mail, options.publicUrl));
    },
  });

  registerRequestIds(app);
  registerErrorHandling(app);
  const { web, staff } = staticFoldersOf(staticFolders);
  registerSecurityHeaders(app, {
    publicUrl: options.publicUrl,
    appFolders: [web, staff],
    stripe: integrations.sandboxPayments === null,
  });
  registerRequestGuards(app);
  const refuses = accountRefusal(options.demoAccounts ?? false);
  const sessionReader = { auth, db, secret: options.authSecret, refuses };
  registerSessionHook(app, sessionReader);
  await registerRateLimits(app, { db, clock, settings: edge.rateLimits });
  registerRouteGates(app);
  // Every route as registered, with the schemas it declared (openapi.test.ts compares them with the document).
  const routes: { method: string; url: string; schema?: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  const instance: InstanceState = { draining: false };
  registerHealth(app, database, instance);
  const metrics = options.metricsToken
    ? registerMetrics(app, {
        token: options.metricsToken,
        database,
        hub,
        sockets: () =>
          (app as { websocketServer?: { clients: Set<unknown> } }).websocketServer?.clients.size ?? 0,
        noticeCounts,
        printCounts,
      })
    : null;
  registerOpenApi(app);
  if (options.devTools) registerDevOutbox(app, db);
  registerAuthRoutes(app, {
    db,
    auth,
    clock,
    secret: options.authSecret,
    sessionsEnded: (userId) => announceSessionsEnded(database, userId),
    refuses,
    hashPassword,
    sendPasswordChanged: async (person) => {
      await integrations.mailer.send(passwordChangedMail(person, options.publicUrl));
    },
  });
  registerInvitationRoutes(app, {
    db,
    auth,
    clock,
    hashPassword,
    accessChanged: (userId) => announceSessionsEnded(database, userId),
  });
  registerRestaurantRoutes(app, db, clock, { texts: integrations.sms !== null });
  const payments = metrics ? metrics.countPayments(integrations.payments) : integrations.payments;
  await registerIntegrationRoutes(app, integrations);
  registerUserRoutes(app, {
    db,
    clock,
    hub,
    addressSearch: integrations.addressSearch,
    publicUrl: options.publicUrl,
  });
  registerCardRoutes(app, { db, clock, hub, payments });
  // Failures logged outside request.log (voids during checkout, the reconciler) name the request
  // they happened in, when there is one.
  const logFailure = (error: unknown, message: string) =>
    app.log.error({ err: error, reqId: currentRequestId() }, message);
  const note = (fields: Record<string, unknown>, message: string) =>
    app.log.info({ ...fields, reqId: currentRequestId() }, message);
  const keyOwner = newKeyOwner(options.instanceName ?? hostname());
  await releaseEarlierRuns(db, keyOwner, clock);
  const reconciler = paymentReconcilerJob(
    db,
    payments,
    clock,
    options.reconciler === 'off' ? undefined : options.reconciler,
    logFailure,
    (orderId) => publishOrderChanged(db, hub, orderId),
    note,
  );
  runWhileServerOpen(app, reconciler, options.reconciler === 'off');
  const noticeDeps = {
    db,
    clock,
    mailer: integrations.mailer,
    push: integrations.push,
    sms: integrations.sms,
    publicUrl: options.publicUrl,
    secret: options.authSecret,
    owner: keyOwner.id,
    log: logFailure,
    ...(options.notices && options.notices !== 'off' ? { timing: options.notices } : {}),
  };
  // One worker per channel: a push service that hangs never holds an e-mail back (decision 0091).
  const notices = noticeWorkerJob(noticeDeps, 'email');
  const pushNotices = noticeWorkerJob(noticeDeps, 'push');
  // Texts too (decision 0095): a dead SMS provider holds neither e-mail nor push back.
  const smsNotices = noticeWorkerJob(noticeDeps, 'sms');
  runWhileServerOpen(app, notices, options.notices === 'off');
  runWhileServerOpen(app, pushNotices, options.notices === 'off');
  runWhileServerOpen(app, smsNotices, options.notices === 'off');
  if (options.notices !== 'off') {
    // A transaction that queued a notice has committed (here or on another instance): send it now.
    const stopListening = await database.listen(NOTICES_CHANNEL, () => {
      notices.wake();
      pushNotices.wake();
      smsNotices.wake();
    });
    app.addHook('onClose', async () => {
      await stopListening();
    });
  }
  registerNoticeRoutes(app, { db, secret: options.authSecret });
  registerPushRoutes(app, { db, integrations });
  const ticketPrinter = options.ticketPrinter ?? tcpPrinter();
  const printing = printWorkerJob({
    db,
    clock,
    printer: ticketPrinter,
    owner: keyOwner.id,
    log: logFailure,
    changed: (job) => (job.orderId ? publishOrderChanged(db, hub, job.orderId) : undefined),
    ...(options.printing && options.printing !== 'off' ? { timing: options.printing } : {}),
  });
  runWhileServerOpen(app, printing, options.printing === 'off');
  if (options.printing !== 'off') {
    // A transaction that queued a print job has committed (here or on another instance): print it now.
    const stopListening = await database.listen(PRINT_JOBS_CHANNEL, () => printing.wake());
    app.addHook('onClose', async () => {
      await stopListening();
    });
  }
  registerPrintingRoutes(app, {
    db,
    clock,
    hub,
    printer: ticketPrinter,
    publicUrl: options.publicUrl,
    ...(options.printing && options.printing !== 'off' ? { silentMs: options.printing.silentMs } : {}),
  });
  registerCloudPrntRoutes(app, {
    db,
    clock,
    log: logFailure,
    changed: (job) => (job.orderId ? publishOrderChanged(db, hub, job.orderId) : undefined),
    ...(options.printing && options.printing !== 'off' ? { timing: options.printing } : {}),
  });
  registerOrderRoutes(
    app,
    { db, clock, hub, payments, texts: integrations.sms !== null, log: logFailure, note },
    database.engine === 'pglite' ? 2 : Number.POSITIVE_INFINITY,
    keyOwner,
  );
  registerOrderTrackingRoutes(app, { db, clock });
  registerPlatformRoutes(app, { demo: options.demo ?? false });
  registerRequestRoutes(app, { db, clock, hub });
  registerVisitRoutes(app, {
    db,
    clock,
    hub,
    payments,
    keyOwner,
    log: logFailure,
    orderMoved: (orderId) => publishOrderChanged(db, hub, orderId),
  });
  registerDeliveryRoutes(app, {
    db,
    clock,
    integrations,
    kitchenPacing: (settings, now) => dinerPacing(db, settings, now),
  });
  const liveLimits = { connectionsPerClient: edge.liveConnectionsPerClient, pingIntervalMs: edge.livePingMs };
  const orderStaff = { db, clock, hub, payments, log: logFailure };
  registerStaffRoutes(app, orderStaff);
  const escalation = orderEscalationJob(
    orderStaff,
    options.escalation === 'off' ? undefined : options.escalation,
    note,
  );
  runWhileServerOpen(app, escalation, options.escalation === 'off');
  registerBusyModeRoutes(app, { db, clock, hub });
  registerManageRoutes(app, {
    db,
    clock,
    hub,
    mailer: integrations.mailer,
    publicUrl: options.publicUrl,
    addressSearch: integrations.addressSearch,
    dns: integrations.dns,
    sandboxDns: integrations.sandboxDns,
    mapTiles: options.mapTiles ?? null,
    accessChanged: (userId) => announceSessionsEnded(database, userId),
  });
  registerMediaRoutes(app, db);
  const mediaCleanup = mediaCleanupJob(
    db,
    clock,
    options.mediaCleanup === 'off' ? undefined : options.mediaCleanup,
    logFailure,
    note,
  );
  runWhileServerOpen(app, mediaCleanup, options.mediaCleanup === 'off');
  const live = await registerLiveSocket(
    app,
    hub,
    async (token) => ({
      userId: (await readSession(sessionReader, token ? `Bearer ${token}` : undefined))?.id ?? null,
    }),
    liveLimits,
  );
  // Sessions ended here or on another instance: the sockets signed in with them stop.
  const stopSessionEvents = await onSessionsEnded(database, (userId) => void live.sessionsEnded(userId));
  app.addHook('onClose', async () => {
    await stopSessionEvents();
  });
  if (options.backupToken) {
    registerBackupRoute(app, {
      token: options.backupToken,
      database,
      mediaDir: staticFoldersOf(staticFolders).media,
    });
  }
  await registerStaticApps(app, staticFolders, {
    webIndexFor: (request, html) => hostPagesOf(db).pageFor(request, html),
  });
  return {
    app,
    hub,
    auth,
    payments,
    routes,
    reconciler,
    escalation,
    notices,
    pushNotices,
    smsNotices,
    printing,
    mediaCleanup,
    instance,
  };
}
