import { z } from 'zod';
import { PERMISSIONS, isPermission } from '@common/domain/permissions';
import { ROLES, type Role } from '@common/domain/roles';
import { ROUTE_SUMMARIES } from './openapi-summaries';
import { ERROR_ANSWERS, errorAnswers, isErrorStatus } from '../lib/error-answers';

/**
 * What the OpenAPI document says of one operation (F16), derived from the route as
 * registered: who may call it (security scheme and the roles from the permission matrix), a
 * one-line summary, the request bodies zod cannot describe (multipart, raw files), and every
 * answer the app's plugins can give it besides the route's own.
 */
export interface RouteForDocs {
  method: string | string[];
  url: string;
  schema?: object;
  config?: unknown;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const SIGNED_IN = [{ bearer: [] }, { cookie: [] }];

/** Request bodies that are not JSON, which the routes parse themselves. */
const OTHER_BODIES: Record<string, { consumes: string[]; body: z.ZodType }> = {
  'POST /api/matches/upload-csv': {
    consumes: ['multipart/form-data'],
    body: z.object({
      csvFile: z.string().meta({ format: 'binary', description: 'Exactly one file: CSV (date, time, home, away, venue) or a DBU schedule export; at most 5 MB' }),
      teamName: z.string().meta({ description: 'The team’s code, e.g. serie_3_pulje_5' }),
      competition: z.string().meta({ description: 'The competition, e.g. serie_3 … serie_6 or motionsholdet' }),
    }),
  },
  'POST /api/admin/members/import/preview': {
    consumes: ['multipart/form-data'],
    body: z.object({
      file: z.string().meta({ format: 'binary', description: 'Exactly one member list: .csv (UTF-8 or Windows-1252; ; , or tab) or .xlsx; at most 5 MB' }),
      columns: z.string().optional().meta({ description: 'The columns mapped by hand: a JSON array, per column a field name or "ignore"' }),
    }),
  },
  'PUT /api/objects/put/:id': {
    consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream'],
    body: z.string().meta({ format: 'binary', description: 'The file’s bytes, of the type and at most the size the upload was reserved for' }),
  },
  'POST /api/stripe/webhook': {
    consumes: ['application/json'],
    body: z.record(z.string(), z.unknown()).meta({ description: 'A Stripe event, verified against the Stripe-Signature header on the raw body' }),
  },
};

/** Routes a browser is sent to, which answer only with a redirect (no body), and where they send it. */
const REDIRECTS: Record<string, string> = {
  'GET /api/login': '/auth',
  'GET /api/logout': '/',
};

type Policy = string | undefined;

/** The roles that may call a route: none needed ('public'), every role, or the permission's. */
export function rolesFor(policy: Policy): readonly Role[] | 'public' {
  if (policy === 'public') return 'public';
  if (policy && isPermission(policy)) return PERMISSIONS[policy];
  return ROLES;
}

function hasRateLimit(config: unknown): boolean {
  return typeof config === 'object' && config !== null && 'rateLimit' in config && Boolean((config as { rateLimit?: unknown }).rateLimit);
}

/** Every error status the route can answer with. */
export function answersFor(method: string, url: string, schema: Record<string, unknown>, config: unknown): number[] {
  const policy = (config as { policy?: string } | undefined)?.policy;
  const declared = Object.keys((schema.response as Record<string, unknown> | undefined) ?? {}).map(Number);
  const roles = rolesFor(policy);
  const codes = new Set<number>();
  if (schema.body || schema.querystring || schema.params || UNSAFE.has(method) || OTHER_BODIES[`${method} ${url}`]) codes.add(400);
  if (roles !== 'public') codes.add(401);
  // A cookie-borne write from another site is refused on every unsafe method, whatever the policy.
  if (UNSAFE.has(method) || (roles !== 'public' && roles.length < ROLES.length)) codes.add(403);
  if (url.includes('/:')) codes.add(404);
  if (WITH_BODY.has(method)) {
    codes.add(413);
    codes.add(415);
  }
  if (hasRateLimit(config)) codes.add(429);
  for (const code of declared) if (isErrorStatus(code)) codes.add(code);
  return [...codes].sort((a, b) => a - b);
}

/** The route's schema as the document shows it (validation keeps using the route's own). */
export function documentOperation(route: RouteForDocs): Record<string, unknown> {
  const method = [route.method].flat()[0]!.toUpperCase();
  const key = `${method} ${route.url}`;
  const schema: Record<string, unknown> = { ...(route.schema ?? {}) };
  const policy = (route.config as { policy?: string } | undefined)?.policy;
  const roles = rolesFor(policy);
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const code of answersFor(method, route.url, schema, route.config)) {
    if (isErrorStatus(code)) response[code] ??= errorAnswers(code)[code];
  }
  if (REDIRECTS[key]) response[302] ??= z.null().meta({ description: `Redirects to ${REDIRECTS[key]}` });
  for (const [code, answer] of Object.entries(response)) {
    if (!(answer instanceof z.ZodType) || answer.description) continue;
    const status = Number(code);
    response[code] = answer.meta({ description: code.startsWith('2') ? 'Done' : isErrorStatus(status) ? ERROR_ANSWERS[status] : 'Refused' });
  }
  const other = OTHER_BODIES[key];
  const who = roles === 'public' ? 'Public: no sign-in needed.' : `Roles: ${roles.join(', ')}. Signed in by bearer token or session cookie.`;
  return {
    ...schema,
    summary: (schema.summary as string | undefined) ?? ROUTE_SUMMARIES[key],
    description: [schema.description, who].filter(Boolean).join('\n\n'),
    security: roles === 'public' ? [] : SIGNED_IN,
    'x-roles': roles === 'public' ? [] : [...roles],
    ...(other && !schema.body ? { body: other.body, consumes: other.consumes } : {}),
    response,
  };
}
