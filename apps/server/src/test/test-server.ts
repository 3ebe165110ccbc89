import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { clockStartingAt } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { demoRestaurant } from '../demo/demo-restaurant.ts';
import { seedRestaurant } from '../demo/seed.ts';
import type { RestaurantSeed } from '../demo/seed-types.ts';
import { appFolders } from '../http/static-apps.ts';
import { createIntegrations, type Integrations } from '../integrations/config.ts';
import type { PresenceTiming } from '../staff/staff-presence.ts';
import { openTestDatabase } from './test-database.ts';

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
  close(): Promise<void>;
}

const testAuthSecret = 'test-secret-test-secret-test-secret-0123';

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

/** A second restaurant, for proving that one restaurant's staff cannot touch another's. */
export const rivalRestaurant: RestaurantSeed = {
  ...demoRestaurant,
  id: 'rival',
  name: 'Rival Diner',
  users: [
    {
      email: 'staff@rival.test',
      password: 'rival1234',
      name: 'Rival Staff',
      phoneNumber: '6045550000',
      role: 'staff',
    },
  ],
};

/** The real server over real HTTP on a free port, with the demo restaurant seeded. */
export async function startTestServer(
  options: { now?: string; rival?: boolean; presenceTiming?: PresenceTiming } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  await seedRestaurant(database.db, demoRestaurant, { hashPassword });
  if (options.rival) await seedRestaurant(database.db, rivalRestaurant, { hashPassword });
  const clock = clockStartingAt(new Date(options.now ?? '2026-11-18T19:30:00-08:00'));
  const integrations = createIntegrations({}, { db: database.db, clock, sleep: async () => undefined });
  const { app, hub, auth, routes } = await buildApp({
    database,
    clock,
    logLevel: 'silent',
    staticFolders: fakeBuiltApps(),
    authSecret: testAuthSecret,
    publicUrl: 'http://orderly.test',
    integrations,
    devTools: true,
    ...(options.presenceTiming ? { presenceTiming: options.presenceTiming } : {}),
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
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
