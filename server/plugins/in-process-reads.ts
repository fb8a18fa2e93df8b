import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AnswersOf, GetEndpoint, Read } from '@common/navigation/reads';
import { DomainError } from '../core/domain-error';
import { encodeResponse } from '../lib/encode-response';
import { allows } from './auth';

interface ReadRoute {
  policy: string;
  handler: RouteOptions['handler'];
  query: z.ZodType | undefined;
  response: z.ZodType;
}

/**
 * The one way the server reads for a page (decisions 080, 112): Hjem's start request and a drawn
 * page's reads. Each read runs its own route's handler with the caller's session, after the
 * policy the route declares (`allows`, the auth hook's rule), with its query parsed by the
 * route's own query schema and its answer encoded by the route's own response schema
 * (which strips what the route would strip). Not through HTTP: the caller's one session lookup
 * serves every read. Only GET routes of the endpoints given are collected (the screen table's
 * first reads; their routes take no path parameters). Install before the areas register their routes; the reads are looked up when made.
 */
export function collectInProcessReads(app: FastifyInstance, endpoints: readonly GetEndpoint[]) {
  const wanted = new Set(endpoints.map((endpoint) => endpoint.path));
  const routes = new Map<string, ReadRoute>();
  app.addHook('onRoute', (route) => {
    if (!wanted.has(route.url) || ![route.method].flat().includes('GET')) return;
    const schema = (route.schema ?? {}) as { querystring?: z.ZodType; response?: Record<number, z.ZodType> };
    const response = schema.response?.[200];
    if (!response) throw new Error(`In-process read ${route.url} has no 200 response schema`);
    routes.set(route.url, {
      policy: String(route.config?.policy ?? ''),
      handler: route.handler,
      query: schema.querystring,
      response,
    });
  });

  /**
   * One read for this request's person: its answer, or undefined when the person may not make it,
   * its query does not parse, or it refuses (a domain error such as 403/404) or fails.
   * The caller then leaves it out, and the client asks for it on its own and gets the same answer.
   */
  async function read(request: FastifyRequest, reply: FastifyReply, { endpoint, query }: Read) {
    const route = routes.get(endpoint.path);
    if (!route || !allows(request.user, route.policy)) return undefined;
    const parsed = route.query ? route.query.safeParse(query ?? {}) : { success: true as const, data: {} };
    if (!parsed.success) {
      request.log.error({ read: endpoint.path }, 'in-process read does not fit its route');
      return undefined;
    }
    // The caller's request, seen through the read's own query (and no path parameters).
    const inner = Object.create(request, {
      query: { value: parsed.data },
      params: { value: {} },
    }) as FastifyRequest;
    try {
      const value: unknown = await route.handler.call(app, inner, reply);
      return encodeResponse(route.response, value);
    } catch (error) {
      // Left out either way; only a fault (not a refusal) is worth a log line.
      if (!(error instanceof DomainError))
        request.log.error({ err: error, read: endpoint.path }, 'in-process read failed');
      return undefined;
    }
  }

  /** Reads made together, each answer under its path; what `read` leaves out is not there. */
  async function readAll<const Reads extends readonly GetEndpoint[]>(
    request: FastifyRequest,
    reply: FastifyReply,
    reads: Reads,
  ): Promise<AnswersOf<Reads>> {
    const answers = await Promise.all(
      reads.map(async (endpoint) => [endpoint.path, await read(request, reply, { endpoint })] as const),
    );
    // Each answer went out through its route's response schema, which at() checks against the
    // catalogue's type of that read when the route is compiled: the answer has the read's type.
    return Object.fromEntries(answers.filter(([, answer]) => answer !== undefined)) as AnswersOf<Reads>;
  }

  return { read, readAll };
}

export type InProcessReads = ReturnType<typeof collectInProcessReads>;
