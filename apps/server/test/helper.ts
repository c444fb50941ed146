import { readFile } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@portal/shared';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config/env';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { migrateWithStartingData, throwawayPostgresDatabase } from './databases';

export { throwawayPostgresDatabase };

export const TEST_PASSWORD = 'Test@12345';
export const TEST_DELIVERY_REPORT_SECRET = 'test-delivery-reports-0123456789abcdef';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    databasePoolSize: 10,
    demoMode: true,
    appSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    aadhaarHmacKey: 'test-aadhaar-0123456789abcdef0123456789abcdef',
    publicOrigin: undefined,
    trustProxy: false,
    rateLimitPerMinute: 600,
    auditRetentionMonths: 84,
    logLevel: 'silent',
    webDistDir: undefined,
    homeVideoUrl: undefined,
    officeMapEmbedUrl: undefined,
    payment: {
      gateway: 'sandbox',
      merchantId: 'PORTALSANDBOX0001',
      merchantKey: 'test-sandbox-key',
      website: 'SANDBOX',
    },
    sms: { provider: 'outbox', deliveryReportSecret: TEST_DELIVERY_REPORT_SECRET },
    ...overrides,
  };
}

/** The migrated and seeded database of the run (test/database-template.ts), when there is one. */
function databaseTemplate() {
  try {
    return inject('databaseTemplate');
  } catch {
    return undefined;
  }
}

/** The PGlite dump, read once per worker: the files of a worker share this module. */
let pgliteDump: Promise<Blob> | undefined;
function pgliteDumpFrom(dumpFile: string): Promise<Blob> {
  pgliteDump ??= readFile(dumpFile).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/**
 * A fresh, migrated database with reference data: in-memory PGlite, or a throwaway PostgreSQL
 * database (created here, dropped on close) when the suite runs with TEST_DB_KIND=postgres. It is
 * a copy of the run's template when vitest's global setup made one, and built afresh otherwise.
 */
export async function testDatabase(): Promise<DatabaseHandle> {
  const template = databaseTemplate();
  if (process.env.TEST_DB_KIND !== 'postgres') {
    if (template?.kind === 'pglite') {
      const startFrom = await pgliteDumpFrom(template.dumpFile);
      return openDatabase({ kind: 'pglite', dataDir: null, startFrom });
    }
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateWithStartingData(handle);
    return handle;
  }
  const fromTemplate = template?.kind === 'postgres' ? template.name : undefined;
  const database = await throwawayPostgresDatabase('portal_test', fromTemplate);
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
  if (!fromTemplate) await migrateWithStartingData(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A route as the app registered it: every method and path, hidden ones included. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (schema.hide). */
  hidden: boolean;
  /** The route's answer schemas by status code (schema.response), as the route gave them. */
  responses: Record<string, unknown>;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** Every route of the app, in the order they were added. */
  routes: RegisteredRoute[];
  /** Moves the server's clock (sessions, codes) forward by some minutes. */
  advanceClock(minutes: number): void;
  close(): Promise<void>;
}

export async function buildTestApp(
  configOverrides: Partial<AppConfig> = {},
  /**
   * startJobs: the background jobs and SMS delivery run on their timers, as in the server;
   * serveWeb: the built web app of config.webDistDir is served too.
   */
  options: { startJobs?: boolean; serveWeb?: boolean } = {},
): Promise<TestContext> {
  const database = await testDatabase();
  let offsetMs = 0;
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config: testConfig(configOverrides),
    db: database.db,
    logger: false,
    serveWeb: options.serveWeb ?? false,
    now: () => new Date(Date.now() + offsetMs),
    ...(options.startJobs ? { startJobs: true } : {}),
    onRoute(route) {
      const hidden = route.schema?.hide === true;
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, hidden, responses });
      }
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    routes,
    advanceClock(minutes) {
      offsetMs += minutes * 60_000;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface CallOptions {
  cookie?: string | undefined;
  body?: unknown;
  /** Leave out the CSRF header, to test that it is required. */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
  /** The caller's address: a test of a rate-limited route can act as another client. */
  remoteAddress?: string;
}

/** Calls the API as the web app does: JSON, the CSRF header on writes, the session cookie. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (method !== 'GET' && !options.withoutCsrf) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** The session cookie a login answer set, as a request Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value)
    throw new Error(`no session cookie in the answer (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function loginAs(
  app: FastifyInstance,
  mobileNumber: string,
  password = TEST_PASSWORD,
) {
  const response = await call(app, 'POST', '/api/v1/auth/login', {
    body: { mobileNumber, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}
