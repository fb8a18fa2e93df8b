import { z } from 'zod';
import { idInBody } from './ids';

/** Decision 073: what a match records per player. */
export const MATCH_EVENT_TYPES = ['goal', 'assist', 'yellow', 'red', 'motm'] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];
export const EVENT_LABEL: Record<MatchEventType, string> = {
  goal: 'Mål',
  assist: 'Assist',
  yellow: 'Gult kort',
  red: 'Rødt kort',
  motm: 'Kampens spiller',
};

export const matchEventSchema = z.object({
  userId: z.number().int(),
  type: z.enum(MATCH_EVENT_TYPES),
  count: z.number().int(),
});
export const matchEventsSchema = z.object({ events: z.array(matchEventSchema) });
export type MatchEvents = z.infer<typeof matchEventsSchema>;

/** PUT /api/matches/{id}/events: replaces the match's events (coach, admin). */
export const matchEventsRequest = z.strictObject({
  events: z
    .array(
      z.strictObject({
        userId: idInBody('Ugyldig spiller'),
        type: z.enum(MATCH_EVENT_TYPES, { error: 'Ukendt begivenhed' }),
        count: z
          .number({ error: 'Ugyldigt antal' })
          .int('Ugyldigt antal')
          .min(1, 'Ugyldigt antal')
          .max(20, 'Ugyldigt antal')
          .optional(),
      }),
      { error: 'Angiv begivenhederne' },
    )
    .max(200, 'Højst 200 begivenheder'),
});
export type MatchEventsRequest = z.infer<typeof matchEventsRequest>;

export const playerStatsQuery = z
  .strictObject({
    team: z.string({ error: 'Ukendt hold' }).min(1, 'Ukendt hold').max(60, 'Ukendt hold').optional(),
    from: z.string({ error: 'Ugyldig fra-dato' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig fra-dato'),
    to: z.string({ error: 'Ugyldig til-dato' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig til-dato'),
  })
  .refine((q) => q.to >= q.from, { message: 'Til-datoen skal være efter fra-datoen', path: ['to'] });
export type PlayerStatsQuery = z.infer<typeof playerStatsQuery>;

/** GET /api/statistics/players: names and numbers only (the public leaderboards). */
export const playerStatsSchema = z.array(
  z.object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    team: z.string().nullable(),
    played: z.number().int(),
    goals: z.number().int(),
    assists: z.number().int(),
    yellow: z.number().int(),
    red: z.number().int(),
    motm: z.number().int(),
  }),
);
export type PlayerStats = z.infer<typeof playerStatsSchema>;
