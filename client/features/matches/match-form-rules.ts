import { z } from 'zod';
import { MATCH_STATUSES, INVALID_SCORE_MESSAGE, MAX_IMPORT_BYTES, newMatchSchema, scheduleImportFields, type MatchStatus, type NewMatch, type UpdateMatchRequest } from '@common/contracts/matches';
import { copenhagenWallClockProblem, NONEXISTENT_TIME_MESSAGE } from '@common/domain/time';

/** A whole number 0–999 from a score field, or null when it is not one ('Ugyldig score'). */
export function parseScore(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * The edit-result dialog's request, or null for 'Ugyldig score'. A played match needs both
 * scores; a match set to Planlagt or Aflyst may have none (both fields empty).
 */
export function resultRequest(home: string, away: string, status: MatchStatus): UpdateMatchRequest | null {
  if (status !== 'completed' && home.trim() === '' && away.trim() === '') return { homeScore: null, awayScore: null, status };
  const homeScore = parseScore(home);
  const awayScore = parseScore(away);
  if (homeScore === null || awayScore === null) return null;
  return { homeScore, awayScore, status };
}

/** The edit-result dialog as typed. */
export type ResultFormValues = { home: string; away: string; status: MatchStatus };

/**
 * The edit-result dialog's form: the scores as typed become the PATCH body, which the shared
 * contract then checks as the server does. 'Ugyldig score' stands on `home` (shown under the form).
 */
export const resultFormSchema = z
  .object({ home: z.string(), away: z.string(), status: z.enum(MATCH_STATUSES) })
  .transform((values, ctx) => {
    const body = resultRequest(values.home, values.away, values.status);
    if (body) return body;
    ctx.addIssue({ code: 'custom', message: INVALID_SCORE_MESSAGE, path: ['home'] });
    return z.NEVER;
  });

/** The server's field names on the edit-result form: any score message stands under the form. */
export const RESULT_FIELD_NAMES = { homeScore: 'home', awayScore: 'home' } as const;

/**
 * One manually entered match (Tilføj kampe): the shared contract (the server checks the same),
 * plus a real calendar date and a time that exists in Copenhagen that day (D1).
 */
export const newMatchFormSchema = newMatchSchema.superRefine(
  (input, ctx) => {
    const date = typeof input?.date === 'string' ? input.date : '';
    const time = typeof input?.time === 'string' ? input.time : '';
    const dateShaped = /^\d{4}-\d{2}-\d{2}$/.test(date);
    const timeShaped = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
    const problem = dateShaped ? copenhagenWallClockProblem(date, timeShaped ? time : '12:00') : null;
    if (dateShaped && problem === 'invalid-date') ctx.addIssue({ code: 'custom', message: 'Ugyldig dato', path: ['date'] });
    if (dateShaped && timeShaped && problem === 'nonexistent-time') ctx.addIssue({ code: 'custom', message: NONEXISTENT_TIME_MESSAGE, path: ['time'] });
  },
  // Also when another field is wrong: every message comes at once, as the server's would.
  { when: () => true },
);

export type NewMatchFormValues = z.input<typeof newMatchFormSchema>;
export const EMPTY_NEW_MATCH: NewMatch = { opponent: '', date: '', time: '', venue: 'home', location: '', team: '' };

/**
 * Upload Kampprogram: team and competition by the shared contract (the server reads the same
 * fields from the multipart form), and exactly one file of at most 5 MB.
 */
export const scheduleImportFormSchema = z.object({
  teamName: scheduleImportFields.shape.teamName,
  // The select starts on 'Vælg turnering' (''), which the contract's list then refuses.
  competition: z.string().pipe(scheduleImportFields.shape.competition),
  csvFile: z
    .custom<File | null>((file) => file instanceof File, 'Vælg præcis én fil')
    .refine((file) => !file || file.size <= MAX_IMPORT_BYTES, 'Filen er for stor (højst 5 MB)')
    .transform((file) => file as File),
});
export type ScheduleImportFormValues = z.input<typeof scheduleImportFormSchema>;
export type ScheduleImportForm = z.output<typeof scheduleImportFormSchema>;
