import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 with the same body when it does not. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), ok: z.boolean() }),
});
export type Health = z.infer<typeof healthResponse>;
