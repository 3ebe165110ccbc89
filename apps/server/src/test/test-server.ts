import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import type { PasswordHashSettings } from '../auth/password-hashing.ts';
import { clockStartingAt } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createDevAccounts, type DevAccount, demoDocumentJson } from '../demo/demo.ts';
import type { EdgeSettings } from '../http/edge-settings.ts';
import { appFolders } from '../http/static-apps.ts';
import { createIntegrations, type Integrations } from '../integrations/config.ts';
import type { PaymentProvider } from '../integrations/payments/types.ts';
import type { TicketPrinter } from '../integrations/printing/types.ts';
import type { SmsSender } from '../integrations/sms/types.ts';
import type { NoticeTiming } from '../notices/notice-worker.ts';
import type { EscalationTiming } from '../orders/order-escalation.ts';
import type { ReconcilerTiming } from '../orders/payment-reconciler.ts';
import type { PrintTiming } from '../printing/print-worker.ts';
import { importRestaurant } from '../restaurants/restaurant-import.ts';
import type { PresenceTiming } from '../staff/staff-presence.ts';
import { openTestDatabase } from './test-database.ts';
import { hashTestPassword, testPasswordHashing } from './test-passwords.ts';

export interface TestServer {
  baseUrl: string;
  database: Database;
  hub: Awaited<ReturnType<typeof buildApp>>['hub'];
  auth: Awaited<ReturnType<typeof buildApp>>['auth'];
  /** The secret sessions are signed with. */
  authSecret: string;
  integrations: Integrations;
  /** Every route the server registered. */
  routes: { method: string; url: string }[];
  /** The payment reconciler (not running by itself unless asked: tests call `run()`). */
  reconciler: Awaited<ReturnType<typeof buildApp>>['reconciler'];
  /** The escalation of unconfirmed orders (not running by itself unless asked: tests call `run()`). */
  escalation: Awaited<ReturnType<typeof buildApp>>['escalation'];
  /** Sends the notices outbox (not running by itself unless asked: tests call `run()`). */
  notices: Awaited<ReturnType<typeof buildApp>>['notices'];
  /** Sends the push notices of the outbox (decision 0091), as `notices` sends the e-mails. */
  pushNotices: Awaited<ReturnType<typeof buildApp>>['pushNotices'];
  /** Sends the text notices of the outbox (decision 0095). */
  smsNotices: Awaited<ReturnType<typeof buildApp>>['smsNotices'];
  /** Prints the print jobs outbox (not running by itself unless asked: tests call `run()`). */
  printing: Awaited<ReturnType<typeof buildApp>>['printing'];
  /** Deletes uploads nothing uses (not running by itself: tests call `run()`). */
  mediaCleanup: Awaited<ReturnType<typeof buildApp>>['mediaCleanup'];
  /** The server's clock; `advance` moves it forward (leases, hours). */
  clock: TestClock;
  /** Moves the server's clock forward (leases, hours). */
  advanceClock(ms: number): void;
  /** The Fastify app (graceful shutdown tests close it themselves) and its readiness state. */
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  instance: Awaited<ReturnType<typeof buildApp>>['instance'];
  close(): Promise<void>;
}

export const testAuthSecret = 'test-secret-test-secret-test-secret-0123';

/** A built script of the fake apps, big enough to be sent compressed. */
export const fakeScript = `export const menu = [${Array.from({ length: 200 }, (_, i) => `'item ${i}'`).join(', ')}];\n`;

/** Stand-ins for the built apps, so server tests need no front-end build. */
function fakeBuiltApps() {
  const root = mkdtempSync(join(tmpdir(), 'orderly-apps-'));
  for (const name of ['web', 'staff']) {
    mkdirSync(join(root, name), { recursive: true });
    writeFileSync(join(root, name, 'index.html'), `<!doctype html><title>${name} app</title>`);
    mkdirSync(join(root, name, 'assets'));
    writeFileSync(join(root, name, 'assets', 'app-test.js'), fakeScript);
  }
  return { web: join(root, 'web'), staff: join(root, 'staff'), media: appFolders.media };
}

/** A second restaurant, for proving that one restaurant's staff cannot touch another's: the demo's menu. */
export const rivalRestaurant = () => ({
  ...(demoDocumentJson() as Record<string, unknown>),
  id: 'rival',
  name: 'Rival Diner',
});
export const rivalAccounts: DevAccount[] = [
  {
    email: 'staff@rival.test',
    password: 'rival1234',
    name: 'Rival Staff',
    phoneNumber: '6045550000',
    role: 'staff',
  },
  {
    email: 'manager@rival.test',
    password: 'rival1234',
    name: 'Rival Manager',
    phoneNumber: '6045550001',
    role: 'manager',
  },
];

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** A clock that starts at `start` and runs at normal speed, and that a test can move forward. */
function testClock(start: string): TestClock {
  const started = clockStartingAt(new Date(start));
  let skipped = 0;
  return {
    now: () => new Date(started.now().getTime() + skipped),
    advance: (ms) => {
      skipped += ms;
    },
  };
}

/** The real server over real HTTP on a free port, with the demo restaurant seeded. */
export async function startTestServer(
  options: {
    now?: string;
    rival?: boolean;
    presenceTiming?: PresenceTiming;
    /** Default: rate limits on, 1000 times the product's (every test calls from one address). */
    edge?: Partial<EdgeSettings>;
    /** Default 'off': tests run the notice worker themselves. */
    notices?: NoticeTiming | 'off';
    /** Default 'off': tests run the print worker themselves. */
    printing?: PrintTiming | 'off';
    /** Default: raw ESC/POS over TCP (a pretend printer in the test listens). */
    ticketPrinter?: TicketPrinter;
    /** Default 'off': tests run the payment reconciler themselves. */
    reconciler?: ReconcilerTiming | 'off';
    /** Default 'off': tests run the escalation job themselves. */
    escalation?: EscalationTiming | 'off';
    instanceName?: string;
    /** Log at this level (default silent) into this stream. */
    log?: { level: string; stream: NodeJS.WritableStream };
    /** Serve GET /metrics with this bearer token. */
    metricsToken?: string;
    /** Serve POST /ops/backup (PGlite) with this bearer token. */
    backupToken?: string;
    /** PUBLIC_URL (default http://orderly.test). */
    publicUrl?: string;
    /** Another server's clock, for instances that share one database. */
    clock?: TestClock;
    /** How much work new password hashes take (default: testPasswordHashing; or the server's own). */
    passwordHashing?: PasswordHashSettings | 'server default';
    /** A database to start on instead of a fresh one (a restart after a crash). */
    database?: Database;
    /**
     * Whether the demo's accounts may sign in (default true, as in development and tests; false as
     * in production, where they are refused whatever the database holds).
     */
    demoAccounts?: boolean;
    /**
     * Replaces calls of the payment provider (faults: a charge that never answers, say); given the
     * real provider to call through.
     */
    payments?: (
      real: PaymentProvider,
    ) => Partial<Pick<PaymentProvider, 'charge' | 'refund' | 'chargeMadeWith'>>;
    /** Sends the texts instead of the sandbox (a provider that fails, Twilio against a local server). */
    sms?: SmsSender;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase('demo'));
  if (!options.database && options.rival) {
    await importRestaurant(database.db, rivalRestaurant());
    await createDevAccounts(database.db, 'rival', rivalAccounts, hashTestPassword);
  }
  const clock = options.clock ?? testClock(options.now ?? '2026-11-18T19:30:00-08:00');
  const integrations = createIntegrations({}, { db: database.db, clock, sleep: async () => undefined });
  // Push notices may go to a local endpoint a test serves (decision 0091), besides the push services.
  const pushServices = integrations.pushEndpointAllowed;
  integrations.pushEndpointAllowed = (endpoint) =>
    pushServices(endpoint) || /^http:\/\/127\.0\.0\.1:\d+\//.test(endpoint);
  if (options.sms) integrations.sms = options.sms;
  if (options.payments) {
    const faults = options.payments(integrations.payments);
    integrations.payments = new Proxy(integrations.payments, {
      get: (target, name, receiver) =>
        name in faults ? faults[name as keyof typeof faults] : Reflect.get(target, name, receiver),
    });
  }
  const {
    app,
    hub,
    auth,
    routes,
    reconciler,
    escalation,
    notices,
    pushNotices,
    smsNotices,
    printing,
    mediaCleanup,
    instance,
  } = await buildApp({
    database,
    clock,
    logLevel: options.log?.level ?? 'silent',
    ...(options.log ? { logStream: options.log.stream } : {}),
    staticFolders: fakeBuiltApps(),
    authSecret: testAuthSecret,
    publicUrl: options.publicUrl ?? 'http://orderly.test',
    integrations,
    devTools: true,
    demoAccounts: options.demoAccounts ?? true,
    ...(options.passwordHashing === 'server default'
      ? {}
      : { passwordHashing: options.passwordHashing ?? testPasswordHashing }),
    edge: { rateLimits: { enabled: true, factor: 1000 }, ...options.edge },
    ...(options.presenceTiming ? { presenceTiming: options.presenceTiming } : {}),
    reconciler: options.reconciler ?? 'off',
    escalation: options.escalation ?? 'off',
    notices: options.notices ?? 'off',
    printing: options.printing ?? 'off',
    ...(options.ticketPrinter ? { ticketPrinter: options.ticketPrinter } : {}),
    mediaCleanup: 'off',
    ...(options.instanceName ? { instanceName: options.instanceName } : {}),
    metricsToken: options.metricsToken,
    backupToken: options.backupToken,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    hub,
    auth,
    authSecret: testAuthSecret,
    integrations,
    routes,
    reconciler,
    escalation,
    notices,
    pushNotices,
    smsNotices,
    printing,
    mediaCleanup,
    clock,
    advanceClock: (ms) => clock.advance(ms),
    app,
    instance,
    close: async () => {
      await app.close();
      // A database handed over (a restart on the same data) belongs to whoever opened it.
      if (!options.database) await database.close();
    },
  };
}
