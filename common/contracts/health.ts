import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 with the same body when it does not. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), ok: z.boolean() }),
});
export type Health = z.infer<typeof healthResponse>;

/**
 * GET /api/ready (C5): 200 only when this instance should get traffic — the database answers,
 * the migrations are applied and it is not draining for a shutdown; else 503 with the same body.
 */
export const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.boolean(),
  migrations: z.boolean(),
  draining: z.boolean(),
});
export type Ready = z.infer<typeof readyResponse>;
