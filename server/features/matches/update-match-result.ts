import type { UpdateMatchRequest } from '@common/contracts/matches';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../core/domain-error';
import { requireTeamScope } from '../../core/teams/team-scope';
import type { SessionUser } from '../../types';
import { toMatchDto } from './match-dto';
import type { MatchesRepository } from './matches.repository';

export const MATCH_NOT_FOUND = 'Kampen findes ikke';

/** Coach (of the match's team, D20) or admin sets the scores and any of the three statuses (part 1 §4). */
export async function updateMatchResult(deps: Pick<AppDeps, 'now'>, repo: MatchesRepository, matchId: number, user: SessionUser, input: UpdateMatchRequest) {
  const match = await repo.findById(matchId);
  if (!match) throw notFound(MATCH_NOT_FOUND);
  requireTeamScope(user, match.team);
  const updated = await repo.updateResult(matchId, input, deps.now());
  if (!updated) throw notFound(MATCH_NOT_FOUND);
  const [row] = await repo.listByIds(user.id, [matchId]);
  return toMatchDto(row!);
}
