import { z } from 'zod';
import { ROLES } from '../domain/roles';
import type { ClubConfig } from './club';

// The prices request lives in its own file, so the client's price form takes it without the status schemas.
export { clubSettingsRequest, type ClubSettingsRequest } from './club-settings';

/** GET /api/admin/system-status: read-only state for Systemindstillinger (part 2 §2, D17). */
export const systemStatusResponse = z.object({
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), ok: z.boolean() }),
  payments: z.object({ mode: z.enum(['sandbox', 'test', 'live', 'unavailable']) }),
  storage: z.object({ kind: z.enum(['disk', 's3']), description: z.string(), ok: z.boolean() }),
  push: z.object({ keysReady: z.boolean(), subscriptions: z.number().int() }),
  users: z.object({
    total: z.number().int(),
    byRole: z.record(z.enum(ROLES), z.number().int()),
    activeMemberships: z.number().int(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusResponse>;

/** Its answer: the club's prices as GET /api/config now gives them. */
export type ClubSettingsResponse = ClubConfig['prices'];
