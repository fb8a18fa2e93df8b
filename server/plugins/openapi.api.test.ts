import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('publishes every registered /api route in the OpenAPI document, and the browsable docs', async () => {
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(doc.openapi).toMatch(/^3\./);
  const documented = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
  expect(registered.filter((key) => !documented.includes(key))).toEqual([]);
  const ui = await t.request({ method: 'GET', url: '/api/docs' });
  expect(ui.statusCode).toBe(200);
  expect(ui.headers['content-type']).toMatch(/html/);
});
