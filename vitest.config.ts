import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
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
