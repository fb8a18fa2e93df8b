import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
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
 * Answers several GET routes inside one request (Hjem's first load, decision 080): each read runs its
 * own route's handler with the caller's session, after its own policy, and goes out through its
 * own response schema (which strips what the route would strip). Only the paths given here are
 * collected, and only GET routes without path parameters: their query takes its defaults.
 * Install before the areas register their routes; the reads are looked up when asked for.
 */
export function collectInProcessReads(app: FastifyInstance, paths: readonly string[]) {
  const wanted = new Set(paths);
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
   * The answers of `paths` for this request's person, keyed by path. A read the person may not
   * make, or one that refuses (a domain error such as 403/404) or fails, is left out: the client
   * then asks for it on its own and gets the same answer it always did.
   */
  return async function readAll<Path extends string>(
    request: FastifyRequest,
    reply: FastifyReply,
    asked: readonly Path[],
  ): Promise<Partial<Record<Path, unknown>>> {
    const answers = await Promise.all(
      asked.map(async (path) => {
        const route = routes.get(path);
        if (!route || !allows(request.user, route.policy)) return undefined;
        // The caller's request, seen through the read's own (empty) query and params.
        const inner = Object.create(request, {
          query: { value: route.query ? route.query.parse({}) : {} },
          params: { value: {} },
        }) as FastifyRequest;
        try {
          const value: unknown = await route.handler.call(app, inner, reply);
          return [path, encodeResponse(route.response, value)] as const;
        } catch (error) {
          // Left out either way; only a fault (not a refusal) is worth a log line.
          if (!(error instanceof DomainError))
            request.log.error({ err: error, read: path }, 'in-process read failed');
          return undefined;
        }
      }),
    );
    return Object.fromEntries(answers.filter((a) => a !== undefined)) as Partial<Record<Path, unknown>>;
  };
}

export type InProcessReads = ReturnType<typeof collectInProcessReads>;
