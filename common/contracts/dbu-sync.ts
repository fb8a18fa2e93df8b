import { z } from 'zod';

/** One team's DBU source and how its last sync went (decision 109). */
export const dbuTeamStatus = z.object({
  team: z.string(),
  displayName: z.string(),
  source: z.enum(['web', 'api']),
  /** The team page's address on dbu.dk (its query never stored). */
  address: z.string(),
  dbuTeamId: z.string(),
  poolId: z.string(),
  poolTitle: z.string(),
  /** Coming matches in the last programme read; null before the first run. */
  comingMatches: z.number().int().nullable(),
  /** The pool has ended or shows no coming matches: the team needs its new pool's address. */
  poolEnded: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastChanges: z.string().nullable(),
  lastError: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
});
export type DbuTeamStatus = z.infer<typeof dbuTeamStatus>;

export const dbuOverview = z.object({
  /** Whether the club's KlubWeb API key is set (it is never shown again), and where from. */
  apiKey: z.object({ set: z.boolean(), fromEnvironment: z.boolean() }),
  teams: z.array(dbuTeamStatus),
});
export type DbuOverview = z.infer<typeof dbuOverview>;

const digits = (label: string) =>
  z
    .string({ error: `${label} mangler` })
    .trim()
    .regex(/^\d{1,12}$/, `${label} skal være et tal`);

/**
 * PUT /api/dbu/teams/{code}: the team's page on dbu.dk (or a regional union's site), or its
 * team and pool id; checked against DBU before it is saved.
 */
export const saveDbuSourceRequest = z
  .strictObject({
    source: z.enum(['web', 'api'], { error: 'Vælg kilde' }),
    address: z.string().trim().max(300, 'Adressen er for lang').optional(),
    teamId: digits('Hold-id').optional(),
    poolId: digits('Pulje-id').optional(),
  })
  .refine((b) => (b.address && b.address.length > 0) || (b.teamId && b.poolId), {
    message: 'Angiv holdets adresse på dbu.dk eller hold-id og pulje-id',
    path: ['address'],
  });
export type SaveDbuSourceRequest = z.infer<typeof saveDbuSourceRequest>;

/** PUT /api/dbu/api-key: the club's KlubWeb API key; null removes it. */
export const dbuApiKeyRequest = z.strictObject({
  apiKey: z
    .string({ error: 'Angiv API-nøglen' })
    .trim()
    .min(1, 'Angiv API-nøglen')
    .min(8, 'API-nøglen er for kort')
    .max(200, 'API-nøglen er for lang')
    .regex(/^[A-Za-z0-9._~-]+$/, 'API-nøglen må kun indeholde bogstaver, tal og - _ . ~')
    .nullable(),
});
export type DbuApiKeyRequest = z.infer<typeof dbuApiKeyRequest>;

export const dbuSyncResult = z.object({ ok: z.boolean(), message: z.string(), status: dbuTeamStatus });
export type DbuSyncResult = z.infer<typeof dbuSyncResult>;

/** Where the key is entered: DBU's terms for the KlubWeb API. */
export const DBU_TERMS_TEXT =
  'DBU stiller data fra KlubWeb API til rådighed til klubbens eget brug. Data må ikke videregives eller bruges til andet.';
