import { buildApp } from './app.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { hashPassword } from './auth/password-hashing.ts';
import { clockStartingAt, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoRestaurant } from './demo/demo-restaurant.ts';
import { seedRestaurant } from './demo/seed.ts';
import { createIntegrations } from './integrations/config.ts';
import { startupBanner } from './startup-banner.ts';

async function main() {
  const config = loadConfig();
  const clock = config.CLOCK_NOW ? clockStartingAt(new Date(config.CLOCK_NOW)) : systemClock;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.SEED_DEMO) await seedRestaurant(database.db, demoRestaurant, { hashPassword });
  const integrations = createIntegrations(process.env, { db: database.db, clock });
  const { app } = await buildApp({
    database,
    clock,
    logLevel: config.LOG_LEVEL,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    publicUrl: config.publicUrl,
    integrations,
    devTools: config.NODE_ENV !== 'production' && integrations.outbox !== null,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
  console.log(
    startupBanner({
      publicUrl,
      engine: database.engine,
      dataDir: config.DATA_DIR,
      demo: config.SEED_DEMO,
      integrations: integrations.summary,
    }),
  );

  const shutdown = async () => {
    await app.close();
    await integrations.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
