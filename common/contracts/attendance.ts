import { z } from 'zod';
import { idInBody } from './ids';

/** PUT /api/training|matches/{id}/attendance: who actually came (decision 072). */
export const attendanceRequest = z.strictObject({
  present: z
    .array(idInBody('Ugyldig spiller'), { error: 'Angiv hvem der mødte op' })
    .max(200, 'Højst 200 spillere')
    .refine((ids) => new Set(ids).size === ids.length, 'En spiller står der to gange'),
});
export type AttendanceRequest = z.infer<typeof attendanceRequest>;

/**
 * The event's attendance list: every candidate (the team's players and coaches, and for a match
 * the squad), `present` as registered, or pre-filled from the squad and the Klar answers.
 */
export const attendanceSheetSchema = z.object({
  registered: z.boolean(),
  people: z.array(
    z.object({
      userId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      available: z.boolean().nullable(),
      present: z.boolean(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** GET /api/statistics/attendance?team=CODE&from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]. */
export const attendanceStatsQuery = z
  .strictObject({
    team: z.string({ error: 'Vælg et hold' }).min(1, 'Vælg et hold').max(60, 'Ukendt hold'),
    from: day('Ugyldig fra-dato'),
    to: day('Ugyldig til-dato'),
    format: z.enum(['json', 'csv'], { error: 'Ukendt format' }).optional(),
  })
  .refine((q) => q.to >= q.from, { message: 'Til-datoen skal være efter fra-datoen', path: ['to'] });
export type AttendanceStatsQuery = z.infer<typeof attendanceStatsQuery>;

export const attendanceStatsSchema = z.object({
  players: z.array(
    z.object({
      userId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      trainings: z.object({
        held: z.number().int(),
        answered: z.number().int(),
        klar: z.number().int(),
        present: z.number().int(),
      }),
      matches: z.object({ selected: z.number().int(), played: z.number().int() }),
    }),
  ),
  weeks: z.array(z.object({ week: z.string(), held: z.number().int(), present: z.number().int() })),
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

/** GET /api/user/attendance?from=&to=: the caller's own figures (Profil), or null without a team. */
export const ownAttendanceQuery = z
  .strictObject({ from: day('Ugyldig fra-dato'), to: day('Ugyldig til-dato') })
  .refine((q) => q.to >= q.from, { message: 'Til-datoen skal være efter fra-datoen', path: ['to'] });
export type OwnAttendanceQuery = z.infer<typeof ownAttendanceQuery>;
export const ownAttendanceSchema = attendanceStatsSchema.shape.players.element.nullable();
export type OwnAttendance = z.infer<typeof ownAttendanceSchema>;

/** How far back Fremmøde (and Hjem) look for events still without attendance. */
export const MISSING_ATTENDANCE_DAYS = 14;

/** GET /api/attendance/missing[?team=CODE]: one team's (and the club-wide trainings), or every team the caller may register. */
export const missingAttendanceQuery = z.strictObject({
  team: z.string({ error: 'Vælg et hold' }).min(1, 'Vælg et hold').max(60, 'Ukendt hold').optional(),
});
export type MissingAttendanceQuery = z.infer<typeof missingAttendanceQuery>;

/** The started, not cancelled events of the last `days` days with no attendance registered, newest first. */
export const missingAttendanceSchema = z.object({
  days: z.number().int(),
  events: z.array(
    z.object({
      kind: z.enum(['match', 'training']),
      id: z.number().int(),
      /** The training's title, or the match's opponent. */
      title: z.string(),
      /** Null for a club-wide training. */
      teamName: z.string().nullable(),
      date: z.string(),
    }),
  ),
});
export type MissingAttendance = z.infer<typeof missingAttendanceSchema>;
