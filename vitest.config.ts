import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.integration.test.ts'],
    environment: 'node',
    env,
    // One migrated, seeded database that each test database starts as a copy of.
    globalSetup: ['apps/server/test/database-template.ts'],
    // Every file builds its own app on its own database and nothing mocks modules, so a worker
    // imports the server's modules once for all its files instead of once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The integration suite runs on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), each file in a throwaway database.
const postgresUrl = process.env.TEST_DATABASE_URL;

// Coverage of the three areas (npm test runs vitest with --coverage; scripts/coverage-by-area.mjs
// prints each area's figures). Each area has a floor one point under its last figures: when a
// change covers more, raise the floor with it; it never goes down. (The one point absorbs the
// API fuzz, which draws new inputs each run; vitest's autoUpdate would lower a floor by it.)
export default defineConfig({
  test: {
    // vitest's default on this two-core machine is one file at a time; much of an integration
    // file's time is spent waiting on its database, so two run side by side.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: [
        'apps/server/src/**/*.ts',
        'apps/web/src/**/*.{ts,tsx}',
        'packages/shared/src/**/*.ts',
      ],
      exclude: ['**/*.test.{ts,tsx}', 'apps/server/src/cli/**', 'apps/web/src/main.tsx'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'apps/server/src/**': { lines: 93, branches: 85, functions: 90, statements: 92 },
        'apps/web/src/**': { lines: 61, branches: 51, functions: 56, statements: 60 },
        'packages/shared/src/**': { lines: 96, branches: 96, functions: 90, statements: 96 },
      },
    },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'scripts',
          include: [
            'scripts/**/*.test.mjs',
            'apps/web/scripts/**/*.test.mjs',
            'e2e/lighthouse/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web-unit', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // Forms and screens rendered in a test DOM: apps/web/test has the setup and helpers.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // A worker imports React, Mantine and the texts once for all its files instead of once
          // per file (the project took 184 s alone on two cores, 61 s so); setup.ts puts back after
          // every test what a test may change that outlasts it.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.integration.test.ts'],
        },
      },
      integration('server-integration', { TEST_DB_KIND: 'pglite' }),
      ...(postgresUrl
        ? [
            integration('server-integration-pg', {
              TEST_DB_KIND: 'postgres',
              TEST_DATABASE_URL: postgresUrl,
            }),
          ]
        : []),
    ],
  },
});
