import type { UpdateMatchRequest } from '@common/contracts/matches';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../core/domain-error';
import { toMatchDto } from './match-dto';
import type { MatchesRepository } from './matches.repository';

export const MATCH_NOT_FOUND = 'Kampen findes ikke';

/** Coach or admin sets the scores and any of the three statuses (part 1 §4). */
export async function updateMatchResult(deps: Pick<AppDeps, 'now'>, repo: MatchesRepository, matchId: number, viewerId: number, input: UpdateMatchRequest) {
  const updated = await repo.updateResult(matchId, input, deps.now());
  if (!updated) throw notFound(MATCH_NOT_FOUND);
  const [row] = await repo.listByIds(viewerId, [matchId]);
  return toMatchDto(row!);
}
