import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * F9: a missing field and an empty one get the same Danish text, everywhere. Walks
 * the body and query contract of every registered route, field by field (nested objects too):
 * leaving a required field out must give the message that sending it empty gives, and never one
 * of zod's generic locale texts ('Ugyldigt input: forventede streng, fik undefined').
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Schema = z.ZodType & { _zod: { def: { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema> } } };
/** zod's own Danish texts all say what they expected ('forventede'); the app's never do. */
const GENERIC = /forventede/;

function unwrap(schema: Schema): Schema {
  const def = schema._zod.def;
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

const shapeOf = (schema: Schema) => {
  const inner = unwrap(schema);
  return inner._zod.def.type === 'object' ? (inner as unknown as z.ZodObject).shape as Record<string, Schema> : undefined;
};

function setAt(path: string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node = root;
  path.slice(0, -1).forEach((key) => {
    node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
  if (value !== undefined) node[path[path.length - 1]!] = value;
  return root;
}

/** The message the API answers for this field: the first issue at its path. */
function messageAt(schema: Schema, payload: unknown, path: string[]): string | undefined {
  const result = schema.safeParse(payload);
  return result.error?.issues.find((issue) => issue.path.join('.') === path.join('.'))?.message;
}

function walk(top: Schema, shape: Record<string, Schema>, prefix: string[], where: string, problems: string[]) {
  for (const [key, field] of Object.entries(shape)) {
    const path = [...prefix, key];
    const nested = shapeOf(field);
    if (nested && unwrap(field)._zod.def.type === 'object') {
      walk(top, nested, path, where, problems);
      continue;
    }
    const missing = messageAt(top, setAt(path, undefined), path);
    if (missing === undefined) continue; // optional
    const empty = messageAt(top, setAt(path, ''), path);
    const name = `${where} ${path.join('.')}`;
    if (GENERIC.test(missing)) problems.push(`${name}: missing gives '${missing}'`);
    else if (empty !== undefined && !GENERIC.test(empty) && missing !== empty) problems.push(`${name}: missing '${missing}' ≠ empty '${empty}'`);
  }
}

describe('missing and empty fields (F9)', () => {
  it('get the same Danish message in every body and query of every route', () => {
    const problems: string[] = [];
    let fields = 0;
    for (const route of t.app.registeredRoutes) {
      for (const part of ['body', 'querystring'] as const) {
        const schema = route.schema[part] as Schema | undefined;
        const shape = schema && shapeOf(schema);
        if (!schema || !shape) continue;
        fields += Object.keys(shape).length;
        walk(schema, shape, [], `${route.method} ${route.url} ${part}`, problems);
      }
    }
    expect(fields).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('answer POST /api/login {} with the spec’s messages', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Brugernavn er påkrævet',
      errors: { username: 'Brugernavn er påkrævet', password: 'Adgangskode er påkrævet' },
    });
  });
});

describe('the places the review named', () => {
  it('answer a left-out field exactly as an empty one', async () => {
    const admin = (await t.roleUser('admin')).headers;
    const cases: Array<[string, string, Record<string, string>, Record<string, unknown>]> = [
      ['PUT', '/api/user/profile', admin, { firstName: '', lastName: '', email: '' }],
      ['PUT', '/api/user/change-password', admin, { currentPassword: '', newPassword: '' }],
      ['POST', '/api/register-player', {}, { token: '', password: '', firstName: '', lastName: '', email: '', phoneNumber: '', address: '', postalCode: '', birthDate: '', profileImageUrl: '' }],
      ['POST', '/api/admin/create-kontingent', admin, { amount: '', description: '', dueDate: '', userIds: [] }],
      ['POST', '/api/admin/generate-player-registration-link', admin, { team: '' }],
      ['POST', '/api/trainer/generate-registration-link', admin, { team: '' }],
    ];
    for (const [method, url, headers, emptyPayload] of cases) {
      const missing = await t.request({ method: method as 'POST', url, headers, payload: {} });
      const empty = await t.request({ method: method as 'POST', url, headers, payload: emptyPayload });
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().errors, url).toEqual(empty.json().errors);
      expect(missing.body, url).not.toMatch(GENERIC);
    }
  });
});
