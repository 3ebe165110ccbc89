import { defineConfig } from 'vitest/config';

/**
 * The domain's tests on their own, with coverage held at 95 % of lines, branches, functions and
 * statements (`npm run coverage -w @orderly/domain` fails below it). The root config runs the same
 * tests with everything else (and builds the server's test databases first); this one does not.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // As the root config gives the same tests (the property tests run for seconds on a busy machine).
    testTimeout: 20_000,
    // Time zones from the tz database the server ships, never the runtime's ICU (see zone-rules.ts).
    setupFiles: ['src/testing/use-shipped-zone-rules.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts', 'src/testing/**', 'src/types.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
