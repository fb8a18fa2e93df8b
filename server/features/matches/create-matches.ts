import type { NewMatch } from '@common/contracts/matches';
import { copenhagenToInstant, copenhagenWallClockProblem, NONEXISTENT_TIME_MESSAGE } from '@common/domain/time';
import { isMatchTeam, NOT_A_MATCH_TEAM } from '@common/domain/match-teams';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { toMatchDto } from './match-dto';
import type { MatchesRepository } from './matches.repository';

/** Manual entry (part 2 §5): every match valid, then all saved in one transaction. */
export async function createMatches(deps: Pick<AppDeps, 'teams'>, repo: MatchesRepository, viewerId: number, input: NewMatch[]) {
  const teams = await deps.teams.list();
  const teamCodes = new Set(teams.map((t) => t.code));
  const errors: Record<string, string> = {};
  const rows = input.map((m, i) => {
    const date = copenhagenToInstant(m.date, m.time);
    const problem = copenhagenWallClockProblem(m.date, m.time);
    if (problem === 'nonexistent-time') errors[`matches.${i}.time`] = NONEXISTENT_TIME_MESSAGE;
    else if (Number.isNaN(date.getTime())) errors[`matches.${i}.date`] = 'Ugyldig dato';
    if (!teamCodes.has(m.team)) errors[`matches.${i}.team`] = 'Ukendt hold';
    else if (!isMatchTeam(teams, m.team)) errors[`matches.${i}.team`] = NOT_A_MATCH_TEAM;
    return { opponent: m.opponent, date, venue: m.venue, location: m.location, team: m.team, status: 'scheduled' };
  });
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first, errors);
  const inserted = await repo.insertMany(rows);
  const created = await repo.listByIds(viewerId, inserted.map((r) => r.id));
  return { count: created.length, matches: created.map(toMatchDto) };
}
