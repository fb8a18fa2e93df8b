import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@common/domain/roles';
import { createTestApp, type TestApp } from '../test/test-app';
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
        const headers = caller === 'anonymous' ? {} : (await t.roleUser(caller)).headers;
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
});
