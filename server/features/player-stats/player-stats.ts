import type {
  MatchEvents,
  MatchEventsRequest,
  MatchEventType,
  PlayerStats,
  PlayerStatsQuery,
} from '@common/contracts/player-stats';
import { isHomeVenue } from '@common/domain/match-badge';
import { matchEventsProblem } from '@common/domain/match-events';
import { addCopenhagenDays, copenhagenToInstant } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { invalidInput, notFound } from '../../core/domain-error';
import { requireTeamScope } from '../../core/teams/team-scope';
import type { SessionUser } from '../../types';
import type { PlayerStatsRepository } from './player-stats.repository';

const MATCH_NOT_FOUND = 'Kampen findes ikke';

export async function getMatchEvents(repo: PlayerStatsRepository, id: number): Promise<MatchEvents> {
  if (!(await repo.match(id))) throw notFound(MATCH_NOT_FOUND);
  return { events: (await repo.events(id)).map((e) => ({ ...e, type: e.type as MatchEventType })) };
}

/**
 * Replaces a played match's events (the team's coach, admin; D20): the goals cannot exceed the club's score, one
 * Kampens spiller, and only players of the match's squad or team.
 */
export async function setMatchEvents(
  deps: Pick<AppDeps, 'now'>,
  repo: PlayerStatsRepository,
  user: SessionUser,
  id: number,
  body: MatchEventsRequest,
): Promise<MatchEvents> {
  const match = await repo.match(id);
  if (!match) throw notFound(MATCH_NOT_FOUND);
  requireTeamScope(user, match.team);
  if (match.status === 'cancelled') throw invalidInput('Kampen er aflyst');
  if (match.status !== 'completed' && match.date.getTime() > deps.now().getTime())
    throw invalidInput('Kampen er ikke spillet endnu');
  const clubScore = isHomeVenue(match.venue) ? match.homeScore : match.awayScore;
  const problem = matchEventsProblem(body.events, clubScore);
  if (problem) throw invalidInput(problem, { events: problem });
  const ids = [...new Set(body.events.map((e) => e.userId))];
  const eligible = await repo.eligible(id, match.team, ids);
  if (eligible.length !== ids.length) {
    const message = 'Kun spillere fra kampens hold eller trup kan registreres';
    throw invalidInput(message, { events: message });
  }
  await repo.replace(
    id,
    body.events.map((e) => ({ userId: e.userId, type: e.type, count: e.count ?? 1 })),
  );
  return getMatchEvents(repo, id);
}

/** The leaderboards: per player, for a team or the whole club, in a period of Copenhagen days. */
export async function playerStatistics(
  deps: Pick<AppDeps, 'teams'>,
  repo: PlayerStatsRepository,
  query: PlayerStatsQuery,
): Promise<PlayerStats> {
  const from = copenhagenToInstant(query.from);
  const to = addCopenhagenDays(copenhagenToInstant(query.to), 1);
  if (Number.isNaN(from.getTime())) throw invalidInput('Ugyldig fra-dato', { from: 'Ugyldig fra-dato' });
  if (Number.isNaN(to.getTime())) throw invalidInput('Ugyldig til-dato', { to: 'Ugyldig til-dato' });
  if (query.team && !(await deps.teams.exists(query.team)))
    throw invalidInput('Ukendt hold', { team: 'Ukendt hold' });
  return repo.players(query.team, from, to);
}
