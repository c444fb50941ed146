import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.integration.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The integration suite runs on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), each file in a throwaway database.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs', 'apps/web/scripts/**/*.test.mjs'],
        },
      },
      {
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
