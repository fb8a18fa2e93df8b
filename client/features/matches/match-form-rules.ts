import { newMatchSchema, type MatchStatus, type NewMatch, type UpdateMatchRequest } from '@common/contracts/matches';
import { copenhagenToInstant, copenhagenWallClockProblem, NONEXISTENT_TIME_MESSAGE } from '@common/domain/time';

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

/** Field errors of one manually entered match by the shared contract (the server checks the same). */
export function validateNewMatch(input: NewMatch): Record<string, string> {
  const result = newMatchSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (!errors.date && input.date && Number.isNaN(copenhagenToInstant(input.date, '12:00').getTime())) errors.date = 'Ugyldig dato';
  if (!errors.date && !errors.time && copenhagenWallClockProblem(input.date, input.time) === 'nonexistent-time') errors.time = NONEXISTENT_TIME_MESSAGE;
  return errors;
}
