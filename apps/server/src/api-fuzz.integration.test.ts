import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../test/helper';
import {
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createPatientOf,
  createUser,
  giveSubscription,
  joinHospital,
} from '../test/factories';
import {
  fuzzCase,
  hashOf,
  leaksInternals,
  operationsOf,
  seededRandom,
  undocumentedOperation,
  type FuzzCase,
  type Operation,
} from '../test/fuzz';
import { USER_KINDS, type UserKind } from '../test/authorization-table';

/**
 * The API fuzz test: every route of the app (the OpenAPI document's, and the hidden ones) gets
 * FUZZ_CASES_PER_ROUTE generated requests (test/fuzz.ts), spread over every kind of user, and no
 * answer may be a 5xx or show the server's insides (a stack, a file, a database error). An answer
 * of the API that refuses must use the one error shape. FUZZ_SEED reproduces a run.
 */

/**
 * 1,000 cases a route; when the suite also runs on PostgreSQL (CI), that run sends the full
 * number and the embedded PGlite run a sample of 200, which keeps the two runs to about four
 * minutes together on two cores.
 */
const sampledOnPglite =
  process.env.TEST_DB_KIND === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? (sampledOnPglite ? 200 : 1000));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 1_000_000));
/** Requests in flight at once: PostgreSQL answers several; PGlite takes them in turn anyway. */
const CONCURRENCY = 4;

/** The seven kinds of user of the authorization matrix. */
const KINDS = USER_KINDS;
type Kind = UserKind;

interface Finding {
  route: string;
  kind: Kind;
  caseIndex: number;
  status: number;
  problem: string;
  fuzz: FuzzCase;
  excerpt: string;
}

describe('API fuzz', () => {
  let ctx: TestContext;
  const mobiles = {} as Record<Exclude<Kind, 'anonymous'>, string>;
  const cookies = {} as Record<Exclude<Kind, 'anonymous'>, string>;
  let ids: number[] = [];

  beforeAll(async () => {
    // One client makes every call: the per-address limits are lifted.
    ctx = await buildTestApp({ rateLimitPerMinute: 100_000_000, rateLimitRouteScale: 100_000 });
    const { db } = ctx;
    const chiefA = await createDoctorWithHospital(db);
    await giveSubscription(db, chiefA.hospitalId!, 200);
    const doctorA = await createDoctorWithoutHospital(db);
    await joinHospital(db, chiefA.hospitalId!, doctorA.doctorId);
    const chiefB = await createDoctorWithHospital(db);
    await giveSubscription(db, chiefB.hospitalId!, 200);
    const doctorB = await createDoctorWithoutHospital(db);
    await joinHospital(db, chiefB.hospitalId!, doctorB.doctorId);
    const patient = await createPatientOf(db, chiefA.hospitalId!, { withLogin: true });
    const superAdmin = await createUser(db, 'super_admin');
    Object.assign(mobiles, {
      patient: patient.mobileNumber,
      doctor: doctorA.mobileNumber,
      hospitalAdmin: chiefA.mobileNumber,
      superAdmin: superAdmin.mobileNumber,
      otherDoctor: doctorB.mobileNumber,
      otherAdmin: chiefB.mobileNumber,
    });
    for (const [kind, mobile] of Object.entries(mobiles))
      cookies[kind as keyof typeof cookies] = await loginAs(ctx.app, mobile);
    // Ids of records that exist, for the paths to name now and then.
    ids = [
      patient.patientId,
      doctorA.doctorId,
      doctorB.doctorId,
      chiefA.doctorId,
      chiefA.hospitalId!,
      chiefB.hospitalId!,
      1,
      2,
    ];
  }, 120_000);
  afterAll(() => ctx?.close());

  /** The document's operations, and the hidden routes that take requests from outside. */
  function allOperations(): Operation[] {
    const documented = operationsOf(ctx.app.swagger() as Parameters<typeof operationsOf>[0]);
    const known = new Set(documented.map((operation) => `${operation.method} ${operation.path}`));
    const hidden = ctx.routes
      .filter((route) => route.hidden && route.method !== 'HEAD')
      .map((route) => undocumentedOperation(route.method, route.url))
      .filter((operation) => !known.has(`${operation.method} ${operation.path}`));
    return [...documented, ...hidden];
  }

  /** A session that a case ended (log out, a role taken away) is opened again. */
  async function renewEndedSessions() {
    for (const kind of Object.keys(cookies) as (keyof typeof cookies)[]) {
      const response = await call(ctx.app, 'GET', '/api/v1/auth/session', {
        cookie: cookies[kind],
      });
      if (response.json<{ user: unknown }>().user === null)
        cookies[kind] = await loginAs(ctx.app, mobiles[kind]);
    }
  }

  function send(fuzz: FuzzCase, kind: Kind, caseIndex: number) {
    const headers: Record<string, string> = { ...fuzz.headers };
    // Writes carry the CSRF header as the web app's do, so cases get past it to the route; a few
    // go without, to exercise the refusal.
    if (fuzz.method !== 'GET' && caseIndex % 20 !== 0) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (kind !== 'anonymous' && !headers.cookie) headers.cookie = cookies[kind];
    return ctx.app.inject({
      method: fuzz.method as 'GET',
      url: fuzz.url,
      headers,
      ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
    });
  }

  function problemOf(fuzz: FuzzCase, response: LightMyRequestResponse): string | null {
    if (response.statusCode >= 500) return `answered ${response.statusCode}`;
    if (response.statusCode < 400) return null;
    // (A success may be a file, the API documentation's scripts among them.)
    const leak = leaksInternals(response.body);
    if (leak) return `the answer shows ${leak}`;
    if (fuzz.url.startsWith('/api/')) {
      let shape: { error?: { code?: unknown; message?: unknown } } | undefined;
      try {
        shape = response.json();
      } catch {
        return 'a refusal that is not JSON';
      }
      if (typeof shape?.error?.code !== 'string' || typeof shape.error.message !== 'string')
        return 'a refusal outside the error shape';
    }
    return null;
  }

  it(
    `answers ${CASES_PER_ROUTE} generated requests per route, as every kind of user, without a 5xx or a leak`,
    async () => {
      const operations = allOperations();
      expect(operations.length).toBeGreaterThan(100);
      const findings: Finding[] = [];
      let sent = 0;
      /** Routes where some case got through to a 2xx: the cases reach the handlers. */
      const reachedHandler = new Set<string>();
      for (const operation of operations) {
        const route = `${operation.method} ${operation.path}`;
        const random = seededRandom(SEED ^ hashOf(route));
        const cases = Array.from({ length: CASES_PER_ROUTE }, (_, index) => ({
          index,
          kind: KINDS[index % KINDS.length]!,
          fuzz: fuzzCase(random, operation, ids),
        }));
        let next = 0;
        const worker = async () => {
          while (next < cases.length) {
            const { index, kind, fuzz } = cases[next++]!;
            const response = await send(fuzz, kind, index);
            sent += 1;
            if (response.statusCode < 300) reachedHandler.add(route);
            const problem = problemOf(fuzz, response);
            if (problem)
              findings.push({
                route,
                kind,
                caseIndex: index,
                status: response.statusCode,
                problem,
                fuzz,
                excerpt: response.body.slice(0, 200),
              });
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        await renewEndedSessions();
      }
      expect(sent).toBe(operations.length * CASES_PER_ROUTE);
      console.info(
        `API fuzz, seed ${SEED}: ${sent} requests over ${operations.length} routes; ` +
          `${reachedHandler.size} routes answered some case with a 2xx`,
      );
      // Most routes must let some case through to their handler (a session, the CSRF header or
      // the generated bodies going wrong would leave every case refused at the door).
      expect(reachedHandler.size).toBeGreaterThan(operations.length / 2);
      expect(
        findings.map(describeFinding).slice(0, 40),
        `seed ${SEED}: ${findings.length} findings`,
      ).toEqual([]);
    },
    15 * 60_000,
  );
});

function describeFinding(finding: Finding): string {
  const { fuzz } = finding;
  const body =
    fuzz.payload === undefined ? '' : ` body ${JSON.stringify(fuzz.payload.slice(0, 160))}`;
  return `${finding.route} as ${finding.kind} (case ${finding.caseIndex}, ${fuzz.what.slice(0, 160)}): ${finding.problem}; ${fuzz.method} ${fuzz.url.slice(0, 200)}${body} -> ${finding.excerpt}`;
}
