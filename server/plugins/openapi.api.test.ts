import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES } from '@common/domain/roles';
import { endpoints } from '@common/contracts/endpoints';
import { EXPECTED_ACCESS } from '../security/expected-access';
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

interface Operation {
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  'x-roles'?: string[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }> } }> };
}

it('says for every operation who may call it, what it does, and every answer it can give (F16)', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'cookie']);
  const problems: string[] = [];
  for (const route of t.app.registeredRoutes) {
    const key = `${route.method} ${route.url}`;
    const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    if (!op) {
      problems.push(`${key}: not documented`);
      continue;
    }
    const expected = EXPECTED_ACCESS[key];
    const roles = expected === 'public' ? [] : expected === 'signed-in' ? [...ROLES] : [...(expected ?? [])];
    if (!op.summary || op.summary.length > 120 || op.summary.includes('\n')) problems.push(`${key}: no one-line summary`);
    if (JSON.stringify([...(op['x-roles'] ?? ['?'])].sort()) !== JSON.stringify([...roles].sort())) problems.push(`${key}: x-roles ${JSON.stringify(op['x-roles'])}, expected ${JSON.stringify(roles)}`);
    if (expected === 'public') {
      if (JSON.stringify(op.security) !== '[]') problems.push(`${key}: public but security ${JSON.stringify(op.security)}`);
      if (!op.description?.includes('Public')) problems.push(`${key}: description does not say it is public`);
    } else {
      if (JSON.stringify(op.security) !== JSON.stringify([{ bearer: [] }, { cookie: [] }])) problems.push(`${key}: security ${JSON.stringify(op.security)}`);
      const named = /Roles: ([a-z, ]+)\./.exec(op.description ?? '')?.[1]?.split(', ').sort();
      if (JSON.stringify(named) !== JSON.stringify([...roles].sort())) problems.push(`${key}: description names roles ${JSON.stringify(named)}`);
      if (!op.responses['401']) problems.push(`${key}: no 401`);
      const someRoleDenied = roles.length < ROLES.length;
      if ((someRoleDenied || route.method !== 'GET') && !op.responses['403']) problems.push(`${key}: no 403`);
    }
    if (route.url.includes('/:') && !op.responses['400']) problems.push(`${key}: takes a path parameter but no 400`);
    if (route.url.includes('/:') && !op.responses['404']) problems.push(`${key}: takes a path parameter but no 404`);
    if (['POST', 'PUT', 'PATCH'].includes(route.method) && !op.responses['413']) problems.push(`${key}: takes a body but no 413`);
    for (const [code, answer] of Object.entries(op.responses)) {
      if ((answer as { description?: string }).description === 'Default Response') problems.push(`${key}: ${code} says nothing`);
    }
  }
  expect(problems).toEqual([]);

  // Rate-limited and throttled routes say so.
  for (const path of ['/api/login', '/api/register-player', '/api/chat/messages', '/api/create-payment-intent']) {
    expect(doc.paths[path]!.post!.responses['429'], path).toBeTruthy();
  }
  // The CSV upload's multipart body.
  const upload = doc.paths['/api/matches/upload-csv']!.post!.requestBody!.content['multipart/form-data']!.schema.properties!;
  expect(upload.csvFile).toMatchObject({ type: 'string', format: 'binary' });
  expect(Object.keys(upload).sort()).toEqual(['competition', 'csvFile', 'teamName']);
});

it('describes every /api route once in the endpoint catalogue the client calls through, and nothing else', () => {
  const described = Object.values(endpoints).flatMap((area) => Object.values(area).map((e: { method: string; path: string }) => `${e.method} ${e.path}`));
  const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => / \/api\//.test(key));
  expect(described.filter((key) => !registered.includes(key))).toEqual([]);
  expect(described.filter((key, i) => described.indexOf(key) !== i)).toEqual([]);
  expect(registered.filter((key) => !described.includes(key) && !key.includes(' /api/docs'))).toEqual([]);
});

it('serves a document that a standard OpenAPI validator accepts', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as Parameters<typeof SwaggerParser.validate>[0];
  await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  // The routes that only redirect a browser still say what they answer.
  const paths = (doc as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }).paths;
  expect(Object.keys(paths['/api/login']!.get!.responses)).toContain('302');
  expect(Object.keys(paths['/api/logout']!.get!.responses)).toContain('302');
  // Every error answer is the one Danish shape, described.
  const refused = paths['/api/matches/{id}']!.patch!.responses['404'] as {
    description: string;
    content: Record<string, { schema: { required?: string[] } }>;
  };
  expect(refused.description).toMatch(/No such object/);
  expect(refused.content['application/json']!.schema.required).toEqual(['message']);
});
