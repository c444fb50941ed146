import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Workers side by side, each with a server and data directory of its own (ports port, port+1,
 * ...): the tests share their server's demo accounts, so two never share a server. A worker
 * process reads its index from TEST_PARALLEL_INDEX, which Playwright sets before it loads this
 * file; the runner, which starts the servers, has none.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const serverIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// scripts/e2e-isolated.sh points these at a build of its own, so two runs never share dist/.
const serverDir = process.env.E2E_SERVER_DIR ?? 'apps/server/dist';
const webDistDir = process.env.E2E_WEB_DIST_DIR;
// A throwaway data directory per run, so earlier runs never decide a result.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port + serverIndex}`,
    viewport: { width: 1280, height: 800 },
    // Recording a trace of every test more than doubled the suite's time (the browser streams
    // screenshots throughout; figures in docs/architecture.md, "Tests"); pass
    // --trace retain-on-failure to debug a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Without it an action waits for its element until the test's timeout, and the failure names
    // no step (a Select whose list never showed once hung a test for its whole 180 s).
    actionTimeout: 30_000,
    launchOptions: {
      // The machine's Chromium: Playwright never downloads a browser here.
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node ${serverDir}/server.js`,
    cwd: '..',
    url: `http://127.0.0.1:${port + index}/api/v1/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + index),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR!, `server-${index}`),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The whole suite logs in from one address; real users each have their own.
      RATE_LIMIT_ROUTE_SCALE: '10',
      ...(webDistDir ? { WEB_DIST_DIR: path.resolve(webDistDir) } : {}),
    },
  })),
});
