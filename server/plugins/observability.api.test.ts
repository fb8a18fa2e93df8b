import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDeps } from '../app-deps';
import { loadConfig } from '../config/config';
import { metrics } from '../lib/metrics';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * C6: request ids on every log line and answer, and Prometheus metrics at /metrics for
 * whoever holds METRICS_TOKEN, or, without one, for this host alone.
 */
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
/** The same database, a second app without METRICS_TOKEN, logging into `lines`. */
let open: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { METRICS_TOKEN: TOKEN });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'info' });
  open = await buildApp(await createDeps(config, t.deps.database), { logStream: { write: (line) => void lines.push(line) } });
  await open.ready();
});
afterAll(async () => {
  await open.close();
  await t.close();
});

describe('request ids', () => {
  it('answers with the id on every log line of the request, keeping a safe incoming X-Request-Id', async () => {
    const res = await open.inject({ method: 'GET', url: '/api/teams', headers: { 'x-request-id': 'proxy-1234.abc' } });
    expect(res.headers['x-request-id']).toBe('proxy-1234.abc');
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((l) => l.reqId === 'proxy-1234.abc');
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a fresh id for a request without one, or with one that is long or unsafe', async () => {
    const ids = new Set<string>();
    for (const given of [undefined, 'x'.repeat(65), 'a b', 'id\nforged log line', '<script>']) {
      const res = await open.inject({ method: 'GET', url: '/api/health', headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(5);
    // Errors and unknown routes carry it too.
    expect((await open.inject({ method: 'GET', url: '/api/nothing-here' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by raw URL, for a direct local caller', async () => {
    await open.inject({ method: 'GET', url: '/api/calendar/feed/SECRETFEEDTOKEN42.ics' });
    await open.inject({ method: 'GET', url: '/api/health' });
    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/klubapp_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(res.body).toMatch(/klubapp_http_requests_total\{method="GET",route="\/api\/calendar\/feed\/:token",status="\d+"\}/);
    expect(res.body).toMatch(/klubapp_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status="200"\}/);
    expect(res.body).not.toContain('SECRETFEEDTOKEN42');
    // The counters other areas increment are there from the start.
    for (const name of ['klubapp_job_runs_total', 'klubapp_push_deliveries_total', 'klubapp_mail_deliveries_total', 'klubapp_process_cpu_seconds_total']) {
      expect(res.body).toContain(`# TYPE ${name}`);
    }
    if (t.deps.database.kind === 'postgresql') expect(res.body).toMatch(/klubapp_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('shows what areas count: job runs and failures, mail', async () => {
    metrics.jobRuns.inc({ job: 'test-job', outcome: 'failed' });
    metrics.mailDeliveries.inc({ kind: 'test-mail', outcome: 'ok' });
    const body = (await open.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toMatch(/klubapp_job_runs_total\{job="test-job",outcome="failed"\} 1/);
    expect(body).toMatch(/klubapp_mail_deliveries_total\{kind="test-mail",outcome="ok"\} 1/);
  });

  it('without a token refuses anyone not on this host, and anything a local proxy forwarded, with 403 and no data', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.2' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.7' } },
    ]) {
      const res = await open.inject({ method: 'GET', url: '/metrics', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(403);
      expect(res.body).not.toContain('klubapp_');
    }
  });

  it('with METRICS_TOKEN answers only that bearer token, from anywhere, loopback included', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).not.toContain('klubapp_');
    }
    const res = await t.request({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('klubapp_http_requests_total');
  });
});
