import { hostname } from 'node:os';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { clockStartingAt, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoPromoCodes, seedDemo } from './demo/demo.ts';
import { environmentWithFile } from './environment-file.ts';
import { edgeSettingsFrom } from './http/edge-settings.ts';
import { createIntegrations } from './integrations/config.ts';
import { shutDownGracefully } from './ops/shutdown.ts';
import { defaultPrintTiming } from './printing/print-worker.ts';
import { startupBanner } from './startup-banner.ts';

async function main() {
  // In production a development setup (payments sandbox, outbox, PGlite, no rate limits) stops the
  // start unless ALLOW_IN_PRODUCTION names it (docs/operations.md).
  // The shell's variables over the repository's .env, as `npm run restaurant` reads them.
  const env = environmentWithFile();
  const config = loadConfig(env, { starting: true });
  const clock = config.CLOCK_NOW
    ? clockStartingAt(new Date(config.CLOCK_NOW), config.CLOCK_RATE ?? 1)
    : systemClock;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await seedDemo(database.db, config);
  const integrations = createIntegrations(env, { db: database.db, clock });
  const { app, instance } = await buildApp({
    database,
    clock,
    logLevel: config.LOG_LEVEL,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    publicUrl: config.publicUrl,
    integrations,
    edge: edgeSettingsFrom(config),
    instanceName: config.INSTANCE_NAME ?? `${hostname()}:${config.PORT}`,
    devTools: config.developmentAids && integrations.outbox !== null,
    // In production the demo's accounts are refused, whatever a start in development left behind.
    demoAccounts: config.developmentAids,
    metricsToken: config.METRICS_TOKEN,
    backupToken: config.BACKUP_TOKEN,
    demo: config.SEED_DEMO,
    mapTiles: config.mapTiles,
    escalation: config.ESCALATION_CHECK_MS === 'off' ? 'off' : { everyMs: config.ESCALATION_CHECK_MS },
    printing: {
      ...defaultPrintTiming,
      retry: { ...defaultPrintTiming.retry, maxAttempts: config.PRINT_ATTEMPTS },
      leaseMs: config.PRINT_LEASE_SECONDS * 1000,
      silentMs: config.CLOUDPRNT_SILENT_SECONDS * 1000,
    },
  });
  for (const { exception, risk } of config.productionExceptions) {
    app.log.warn(
      { exception },
      `Production runs with ALLOW_IN_PRODUCTION=${exception}: ${risk} (docs/operations.md)`,
    );
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
  console.log(
    startupBanner({
      publicUrl,
      engine: database.engine,
      dataDir: config.DATA_DIR,
      demo: config.SEED_DEMO,
      demoAccounts: config.SEED_DEMO && config.developmentAids,
      integrations: integrations.summary,
      productionExceptions: config.productionExceptions,
      demoPromoCodes: config.SEED_DEMO ? demoPromoCodes() : [],
    }),
  );

  // SIGTERM (a rolling restart) or Ctrl-C: readiness 503, then finish what is in flight, tell live
  // clients to reconnect elsewhere, stop the timers, close the database (docs/operations.md).
  const shutdown = async () => {
    const timing = { drainMs: config.SHUTDOWN_DRAIN_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS };
    // Whatever hangs (a provider call that never answers), the process ends within the bound.
    setTimeout(() => process.exit(1), timing.drainMs + timing.timeoutMs + 5_000).unref();
    let exitCode = 0;
    try {
      if (!(await shutDownGracefully(app, instance, timing))) exitCode = 1;
      await integrations.close();
      await database.close();
    } catch (error) {
      console.error(error);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
