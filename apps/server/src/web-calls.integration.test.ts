// The web app's calls against the server's routes: every call the web makes (api.get/post/...
// in apps/web/src) names a route the server has, with that method, and checks the answer with
// the very schema the route answers with. Both come from @portal/shared, so a call that drifts
// from its route (a renamed path, a changed answer) fails here instead of in a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@portal/shared';
import { buildTestApp, type RegisteredRoute, type TestContext } from '../test/helper';

const WEB_SOURCE = fileURLToPath(new URL('../../web/src', import.meta.url));
const API_PREFIX = '/api/v1';

interface WebCall {
  where: string;
  method: string;
  /** The path's segments; null stands for a value put in at run time (`${id}`). */
  segments: (string | null)[];
  schemaName: string;
}

function webSourceFiles(): string[] {
  return readdirSync(WEB_SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(WEB_SOURCE, file));
}

// api.post(`/patients/${id}/bind`, { body, schema: patientSaved }): the method, the path as a
// string or template literal, and the schema named in the options that follow, itself or as
// `lazySchema('patientSaved')` (apps/web/src/lib/lazy-schemas.ts: the same object, fetched later).
const CALL =
  /\bapi\.(get|post|put|patch|delete)\(\s*(['`])([^'`]*)\2\s*,\s*\{[^]*?\bschema:\s*(?:lazySchema\(\s*'(\w+)'\s*\)|(\w+))/g;
const ANY_CALL = /\bapi\.(get|post|put|patch|delete)\(/g;

function webCalls(): { calls: WebCall[]; unread: string[] } {
  const calls: WebCall[] = [];
  const unread: string[] = [];
  for (const file of webSourceFiles()) {
    const text = readFileSync(file, 'utf8');
    const where = relative(WEB_SOURCE, file);
    const found = [...text.matchAll(CALL)];
    const all = [...text.matchAll(ANY_CALL)];
    if (found.length !== all.length) unread.push(`${where}: ${all.length - found.length}`);
    for (const [, method, , path, lazyName, schemaName] of found) {
      calls.push({
        where,
        method: method!.toUpperCase(),
        segments: path!
          .split('/')
          .slice(1)
          .map((segment) => (segment.includes('${') ? null : segment)),
        schemaName: (lazyName ?? schemaName)!,
      });
    }
  }
  return { calls, unread };
}

/** How well a route's path fits a call's: the number of fixed segments that agree, or -1. */
function fit(call: WebCall, route: RegisteredRoute): number {
  const segments = route.url.slice(API_PREFIX.length).split('/').slice(1);
  if (!route.url.startsWith(`${API_PREFIX}/`) || segments.length !== call.segments.length) {
    return -1;
  }
  let fixed = 0;
  for (const [index, segment] of segments.entries()) {
    const wanted = call.segments[index];
    if (segment.startsWith(':')) continue;
    if (wanted === null || wanted === undefined) return -1;
    if (wanted !== segment) return -1;
    fixed += 1;
  }
  return fixed;
}

/** The route that answers a call, as the router picks it: fixed segments win over parameters. */
function routeOf(call: WebCall, routes: RegisteredRoute[]): RegisteredRoute | undefined {
  let best: RegisteredRoute | undefined;
  let bestFit = -1;
  for (const route of routes) {
    if (route.method !== call.method) continue;
    const score = fit(call, route);
    if (score > bestFit) [best, bestFit] = [route, score];
  }
  return best;
}

const successSchemas = (route: RegisteredRoute) =>
  Object.entries(route.responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([, schema]) => schema);

describe("the web app's calls and the server's routes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('reads every call of the web app', () => {
    const { calls, unread } = webCalls();
    expect(unread, 'calls whose path is not written out or whose schema is not named').toEqual([]);
    expect(calls.length).toBeGreaterThan(90);
  });

  it('finds a route with the same method for every call', () => {
    const missing = webCalls()
      .calls.filter((call) => !routeOf(call, ctx.routes))
      .map(
        (call) => `${call.where}: ${call.method} /${call.segments.map((s) => s ?? '*').join('/')}`,
      );
    expect(missing).toEqual([]);
  });

  it('checks each answer with the schema its route answers with, from @portal/shared', () => {
    const exports = shared as Record<string, unknown>;
    const mismatched: string[] = [];
    for (const call of webCalls().calls) {
      const route = routeOf(call, ctx.routes);
      if (!route) continue;
      const schema = exports[call.schemaName];
      if (schema === undefined) {
        mismatched.push(`${call.where}: ${call.schemaName} is not a schema of @portal/shared`);
      } else if (!successSchemas(route).includes(schema)) {
        mismatched.push(
          `${call.where}: ${call.method} ${route.url} does not answer ${call.schemaName}`,
        );
      }
    }
    expect(mismatched).toEqual([]);
  });
});
