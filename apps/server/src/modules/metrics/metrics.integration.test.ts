import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { buildTestApp, call, type TestContext } from '../../../test/helper';

const TOKEN = 'metrics-token-0123456789';
const histogramLine = (text: string, route: string, statusClass: string) =>
  text
    .split('\n')
    .find(
      (line) =>
        line.startsWith('http_request_duration_seconds_count{') &&
        line.includes(`route="${route}"`) &&
        line.includes(`status_class="${statusClass}"`),
    );

describe('GET /metrics in development', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the Prometheus text format with the route histogram after a request', async () => {
    await call(ctx.app, 'GET', '/api/v1/health');
    await call(ctx.app, 'GET', '/api/v1/locations/countries');
    await call(ctx.app, 'GET', '/api/v1/nothing-here/9876543210');
    const response = await call(ctx.app, 'GET', '/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = response.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(histogramLine(text, '/api/v1/health', '2xx')).toMatch(/ 1$/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/health",status_class="2xx"\} \d/,
    );
    // Unmatched paths share one label: no raw URL (or mobile number) becomes a series.
    expect(histogramLine(text, 'unmatched', '4xx')).toBeDefined();
    expect(text).not.toContain('9876543210');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('reports the database, the outbox, the job queue and pending payments', async () => {
    await ctx.db.insert(outbox).values([
      { channel: 'sms', recipient: '9000000002', body: 'a', status: 'queued' },
      { channel: 'sms', recipient: '9000000002', body: 'b', status: 'queued' },
      { channel: 'sms', recipient: '9000000002', body: 'c', status: 'failed' },
    ]);
    const text = (await call(ctx.app, 'GET', '/metrics')).body;
    expect(text).toContain('portal_db_up 1');
    expect(text).toMatch(/portal_db_clients\{state="total"\} [1-9]/);
    expect(text).toMatch(/portal_outbox_messages\{status="queued"\} 2/);
    expect(text).toMatch(/portal_outbox_messages\{status="failed"\} 1/);
    expect(text).toContain('portal_job_queue_depth{queue="outbox"} 2');
    expect(text).toContain('portal_payment_orders_pending 0');
  });

  it('takes gauges registered later (the job scheduler)', async () => {
    ctx.app.metrics.registerGauge('portal_test_jobs', 'Test jobs.', () => 7);
    ctx.app.metrics.registerGauge('portal_test_broken', 'Throws.', () => {
      throw new Error('down');
    });
    const response = await call(ctx.app, 'GET', '/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal_test_jobs 7');
  });
});

describe('GET /metrics with a token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the bearer token or with a wrong one, and the text with it', async () => {
    expect((await call(ctx.app, 'GET', '/metrics')).statusCode).toBe(401);
    const wrong = await call(ctx.app, 'GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await call(ctx.app, 'GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics in production', () => {
  it('does not exist without METRICS_TOKEN, and asks for the token with it', async () => {
    const closed = await buildTestApp({ env: 'production', isProduction: true });
    try {
      expect((await call(closed.app, 'GET', '/metrics')).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const guarded = await buildTestApp({
      env: 'production',
      isProduction: true,
      metricsToken: TOKEN,
    });
    try {
      expect((await call(guarded.app, 'GET', '/metrics')).statusCode).toBe(401);
      const right = await call(guarded.app, 'GET', '/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
