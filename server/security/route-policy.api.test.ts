import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@common/domain/roles';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildUser } from '../test/factories';
import { EXPECTED_ACCESS } from './expected-access';

/**
 * Deny by default (S5): every registered /api route must have an entry in EXPECTED_ACCESS —
 * written by hand from the spec, independent of the routes' own policies — and every role
 * plus anonymous is tried against it. An unexpected allow, or a route nobody listed, fails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

/**
 * Path parameters that are not the app's record ids: tokens, chat channels, team codes, upload
 * keys and the payment gateway's own ids. Every other parameter is a record id (F8).
 */
const TEXT_PARAMS = new Set([':token', ':channel', ':code', ':key']);
const TEXT_ID_ROUTES = new Set(['PUT /api/objects/put/:id', 'POST /api/subscriptions/:id/cancel', 'DELETE /api/payment-methods/:id']);
/** Ids and cursors in query strings, with the rest of a valid query. */
const QUERY_IDS: Array<[string, string]> = [
  ['/api/chat/messages?channel=club&before=', ''],
  ['/api/matches?before=2026-01-01T00:00:00Z&beforeId=', ''],
  ['/api/matches?after=2026-01-01T00:00:00Z&afterId=', ''],
  ['/api/training?after=2026-01-01T00:00:00Z&afterId=', ''],
];
/** Routes that end every session of the caller when allowed ("Log ud overalt"): called by a person of their own. */
const ENDS_OWN_SESSIONS = new Set(['POST /api/user/logout-everywhere']);
/** Beyond PostgreSQL's integer, not decimal digits, or not a positive id. */
const BAD_IDS = ['2147483648', '99999999999999999999', '9007199254740993', '0', '-1', '1.5', '1e3', '0x10', ' 12', 'abc'];

describe('route × role access', () => {
  it('every registered route has an expected-access entry, and every entry a route', () => {
    const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !(key in EXPECTED_ACCESS));
    expect(missing, 'routes without an entry in expected-access.ts').toEqual([]);
    const stale = Object.keys(EXPECTED_ACCESS).filter((key) => !registered.includes(key));
    expect(stale, 'entries in expected-access.ts without a route').toEqual([]);
  });

  it('answers 401 to anonymous and 403 to every role the spec does not allow', async () => {
    const failures: string[] = [];
    for (const route of t.app.registeredRoutes) {
      const key = `${route.method} ${route.url}`;
      const expected = EXPECTED_ACCESS[key];
      if (!expected || expected === 'public') continue;
      const callers: Array<Role | 'anonymous'> = ['anonymous', ...ROLES];
      for (const caller of callers) {
        const headers =
          caller === 'anonymous'
            ? {}
            : ENDS_OWN_SESSIONS.has(key)
              ? await t.authFor((await buildUser(t.deps.db, { role: caller })).id)
              : (await t.roleUser(caller)).headers;
        const res = await t.request({
          method: route.method as 'GET',
          url: fillParams(route.url),
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = caller !== 'anonymous' && (expected === 'signed-in' || expected.includes(caller));
        const denied = res.statusCode === 401 || res.statusCode === 403;
        if (allowed && denied) failures.push(`${key} as ${caller}: expected access, got ${res.statusCode}`);
        if (!allowed && !denied) failures.push(`${key} as ${caller}: expected denial, got ${res.statusCode}`);
        if (caller === 'anonymous' && res.statusCode !== 401) failures.push(`${key} anonymous: got ${res.statusCode}`);
        if (res.statusCode >= 500) failures.push(`${key} as ${caller}: server error ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses every out-of-range or malformed id in a path or query with 400 and a Danish message, for a caller who may use the route', async () => {
    const failures: string[] = [];
    const admin = (await t.roleUser('admin')).headers;
    for (const route of t.app.registeredRoutes) {
      const key = `${route.method} ${route.url}`;
      const idParams = (route.url.match(/:[A-Za-z]+/g) ?? []).filter((p) => !TEXT_PARAMS.has(p) && !TEXT_ID_ROUTES.has(key));
      if (idParams.length === 0) continue;
      const expected = EXPECTED_ACCESS[key];
      const headers = expected === 'public' || expected === 'signed-in' || expected?.includes('admin') ? admin : (await t.roleUser(expected![0]!)).headers;
      for (const param of idParams) {
        for (const bad of BAD_IDS) {
          const url = route.url.replace(param, encodeURIComponent(bad)).replace(/:[A-Za-z]+/g, '1');
          const res = await t.request({ method: route.method as 'GET', url, headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
          if (res.statusCode !== 400 || !/^Ugyldig/.test(res.json<{ message?: string }>().message ?? '')) {
            failures.push(`${key} ${param}=${bad}: ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    for (const [url] of QUERY_IDS) {
      for (const bad of BAD_IDS) {
        const res = await t.request({ method: 'GET', url: url + encodeURIComponent(bad), headers: admin });
        if (res.statusCode !== 400 || !/^Ugyldig/.test(res.json<{ message?: string }>().message ?? '')) failures.push(`GET ${url}${bad}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
