import { z } from 'zod';
import { ABSENCE_KINDS, ABSENCE_LABEL } from './absences';
import { idInBody } from './ids';

/** Udtagelse (decision 070): Startopstilling, Bænk, Reserve. */
export const SQUAD_SELECTIONS = ['starter', 'bench', 'reserve'] as const;
export type SquadSelection = (typeof SQUAD_SELECTIONS)[number];
export const SQUAD_STATUSES = ['draft', 'published'] as const;
export type SquadStatus = (typeof SQUAD_STATUSES)[number];

export const SELECTION_LABEL: Record<SquadSelection, string> = {
  starter: 'Startopstilling',
  bench: 'Bænk',
  reserve: 'Reserve',
};

export const MAX_MEET_PLACE = 100;
export const MAX_SQUAD_NOTE = 300;
export const MAX_SQUAD_PLAYERS = 60;

/** An absence's kind in a squad row, or only that there is one. */
export const SQUAD_ABSENCES = [...ABSENCE_KINDS, 'absent'] as const;
export type SquadAbsence = (typeof SQUAD_ABSENCES)[number];
export const SQUAD_ABSENCE_LABEL: Record<SquadAbsence, string> = { ...ABSENCE_LABEL, absent: 'Fraværende' };

/** One candidate or selected player; `team` is their own team's code (a borrowed player's differs from the match's). */
export const squadPlayerSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  team: z.string().nullable(),
  jerseyNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  available: z.boolean().nullable(),
  comment: z.string().nullable(),
  selection: z.enum(SQUAD_SELECTIONS).nullable(),
  /**
   * An absence covering the match day (decision 071): the picker warns on the row (decision 096).
   * 'absent' for a viewer who may not read its kind (decision 093: the person's own team's coach
   * and admin do).
   */
  absence: z.enum(SQUAD_ABSENCES).nullable(),
  /**
   * Owes kontingent past its due date (decision 096): true only for a reader who administers this
   * person's kontingent (a coach the players', board and admin everyone's); false for anyone else.
   */
  unpaid: z.boolean(),
});
export type SquadPlayer = z.infer<typeof squadPlayerSchema>;

/**
 * GET /api/matches/{id}/squad; `squadSize` is the team setting (default 16, 12 for 8:8);
 * `starters` how many start (11, or the N of an N:N team), where the picker places a first pick.
 */
export const squadSchema = z.object({
  status: z.enum(SQUAD_STATUSES),
  meetAt: z.string().nullable(),
  meetPlace: z.string().nullable(),
  note: z.string().nullable(),
  publishedAt: z.string().nullable(),
  squadSize: z.number().int(),
  starters: z.number().int(),
  players: z.array(squadPlayerSchema),
});
export type Squad = z.infer<typeof squadSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** PUT /api/matches/{id}/squad (coach, admin): the squad's players replace the old ones; `publish` publishes it. */
export const updateSquadRequest = z
  .strictObject({
    players: z
      .array(
        z.strictObject({
          userId: idInBody('Ugyldig spiller'),
          selection: z
            .enum(SQUAD_SELECTIONS, { error: 'Vælg Startopstilling, Bænk eller Reserve' })
            .nullable(),
        }),
        { error: 'Angiv spillerne' },
      )
      .max(MAX_SQUAD_PLAYERS, `Højst ${MAX_SQUAD_PLAYERS} spillere`),
    meetAt: z.iso.datetime({ offset: true, error: 'Ugyldig mødetid' }).nullable().optional(),
    meetPlace: optionalText(MAX_MEET_PLACE, `Mødestedet må højst være ${MAX_MEET_PLACE} tegn`),
    note: optionalText(MAX_SQUAD_NOTE, `Beskeden må højst være ${MAX_SQUAD_NOTE} tegn`),
    publish: z.boolean({ error: 'Ugyldig værdi for offentliggør' }).optional(),
  })
  .refine((b) => new Set(b.players.map((p) => p.userId)).size === b.players.length, {
    message: 'En spiller står der to gange',
    path: ['players'],
  });
export type UpdateSquadRequest = z.input<typeof updateSquadRequest>;
