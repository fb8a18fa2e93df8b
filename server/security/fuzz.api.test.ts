import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * S7: fuzzed bodies never get an answer ≥ 500. Every route that takes a body gets random JSON
 * (objects with the route's likely field names, wrong types, huge strings, nesting, arrays),
 * sent by an admin so permission checks do not stop it before validation.
 * FUZZ_RUNS sets the cases per route: 200 in `npm test` (keeps CI short), 1,000 with `npm run test:fuzz` (S7).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const FIELD_NAMES = ['username', 'password', 'email', 'firstName', 'lastName', 'role', 'amount', 'team', 'date', 'time',
  'title', 'content', 'message', 'available', 'homeScore', 'awayScore', 'status', 'userIds', 'token', 'matches',
  'options', 'htmlContent', 'membershipType', 'duration', 'description', 'dueDate', 'location', 'notes', 'venue', 'opponent'];

const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('', ' ', '<script>alert(1)</script>', "'; drop table users; --", '2026-02-31', '99:99', 'a'.repeat(5000), '-1', '1e309'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/**
 * What a path parameter may be sent as: small and huge numbers (past PostgreSQL's integer and
 * JavaScript's safe integers), signs, fractions, exponents, hex, and any text (F8).
 */
const EDGE_IDS = ['1', '999999', 'abc', '-5', '0', '2147483647', '2147483648', '4294967296', '9007199254740993', '99999999999999999999', '1e3', '0x10', '1.5', '%20'];
const pathParam = fc.oneof(
  fc.constantFrom(...EDGE_IDS),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELD_NAMES, '__proto__', 'constructor'), anyValue, { maxKeys: 8 }), anyValue);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fuzzed bodies', () => {
  it('never answer with a server error on any route that takes a body', async () => {
    const { headers } = await t.roleUser('admin');
    const routes = t.app.registeredRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, pathParam, async (payload, id) => {
          const res = await t.request({
            method: route.method as 'POST',
            url: route.url.replace(/:[A-Za-z]+/g, id),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${res.statusCode} ${JSON.stringify(payload).slice(0, 200)}`);
          return res.statusCode < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 600_000);

  it('never answer with a server error to any id in the path of any route that takes one', async () => {
    const { headers } = await t.roleUser('admin');
    // Not the live stream, which never ends.
    const routes = t.app.registeredRoutes.filter((r) => r.url.includes('/:') && r.url !== '/api/chat/stream');
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(pathParam, async (id) => {
          const res = await t.request({
            method: route.method as 'GET',
            url: route.url.replace(/:[A-Za-z]+/g, id),
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${id}: ${res.statusCode}`);
          return res.statusCode < 500;
        }),
        // Every edge case on every route, then random ones.
        { numRuns: Math.max(20, RUNS / 4), endOnFailure: true, examples: EDGE_IDS.map((id) => [id] as [string]) },
      ).catch(() => undefined);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 600_000);
});
