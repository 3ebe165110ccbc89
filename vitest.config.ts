import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files whose outcome cannot depend on the database they are given, left out of the
 * second pass on PostgreSQL (TEST_DATABASE_URL) because it would repeat them exactly (decision
 * 0078): the ones that always start their own PGlite (a child process with DATA_DIR), and the ones
 * that test the HTTP edge, the process or an adapter before any query runs. PGlite is PostgreSQL's
 * own code, so SQL behaves the same on both; what the second pass is for (the driver, connections,
 * parallel transactions, LISTEN/NOTIFY, templates, pg_dump) is in the files that stay.
 */
const sameOnEveryDatabase = [
  'apps/server/src/production-start.test.ts',
  'apps/server/src/startup-banner.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/restaurants/restaurant-command-links.test.ts',
  'apps/server/src/db/pglite-folder.test.ts',
  'apps/server/src/http/fuzz.test.ts',
  'apps/server/src/http/access-before-validation.test.ts',
  'apps/server/src/http/security-headers.test.ts',
  'apps/server/src/http/compressed-assets.test.ts',
  'apps/server/src/http/app-index.test.ts',
  'apps/server/src/auth/password-hashing.test.ts',
  'apps/server/src/auth/password-policy.test.ts',
  'apps/server/src/ops/logging.test.ts',
  'apps/server/src/manage/branding.test.ts',
  // The adapters that keep nothing in the database (the sandboxes that do stay in).
  'apps/server/src/integrations/address-search/**',
  'apps/server/src/integrations/courier/**',
  'apps/server/src/integrations/dns/system-dns.test.ts',
  'apps/server/src/integrations/email/smtp-mailer.test.ts',
  'apps/server/src/integrations/payments/stripe-payments.test.ts',
];

export default defineConfig({
  test: {
    // Time zones from the tz database the server ships, never the runtime's ICU (see zone-rules.ts).
    setupFiles: ['packages/domain/src/testing/use-shipped-zone-rules.ts'],
    testTimeout: 20_000,
    // Two test files at a time even on two cores (vitest's default is one fewer than the cores): a
    // server test file often waits on its server's sockets and timers, so the other file uses the
    // core meanwhile (two cores, before decision 0063's other changes: 390 s -> 323 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Starting a test server (a fresh PGlite database and the demo) takes seconds; on a machine loaded by
    // parallel work it took 83 s once, so a hook gets minutes before it counts as hung.
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL
            ? [...configDefaults.exclude, ...sameOnEveryDatabase]
            : configDefaults.exclude,
          environment: 'node',
          // One module graph per worker, not per file (decision 0078): every server test file imports
          // the whole server, and evaluating it again for each of ~140 files was a third of the run
          // (import 296 s of worker time against 26 s shared). Nothing here keeps state in a module
          // across files: caches are keyed by database (WeakMap), timers and spies are restored.
          isolate: false,
          // The server tests' databases are copies of two built once per run.
          globalSetup: ['apps/server/src/test/database-templates.ts'],
        },
      },
      {
        // The customer app's hooks and components, rendered with Testing Library in happy-dom.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        // The staff app's screens and dialogs, likewise (the same setup: nothing in it is the web app's).
        extends: true,
        test: {
          name: 'staff',
          include: ['apps/staff/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/types.ts', 'packages/domain/src/index.ts'],
    },
  },
});
