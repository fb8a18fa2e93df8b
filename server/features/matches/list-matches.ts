import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE, type MatchListQuery } from '@common/contracts/matches';
import type { AppDeps } from '../../app-deps';
import { toMatchDto } from './match-dto';
import type { MatchesRepository } from './matches.repository';

/**
 * GET /api/matches is bounded (P7): the latest matches played and the next ones coming (a
 * season for every senior team), never the whole history. Ordered by date, then id. Further
 * pages are keyset pages on (date, id), so matches sharing a kick-off are never skipped:
 * ?before=<instant>&beforeId=<id> for older ones (Afsluttede), ?after=<instant>&afterId=<id>
 * for later ones (Kommende).
 */
export const PAST_LIMIT = PAST_PAGE_SIZE;
export const UPCOMING_LIMIT = UPCOMING_PAGE_SIZE;

export async function listMatches(
  deps: Pick<AppDeps, 'now'>,
  repo: MatchesRepository,
  viewer: { id: number; role: Role },
  query: MatchListQuery = {},
) {
  const viewerId = viewer.id;
  // Who is coming by face: only for those who may see the per-player lists (part 1 §6).
  const faces = can(viewer.role, 'matches.availability.viewAll');
  const rows = query.before
    ? await repo.listBefore(viewerId, { date: new Date(query.before), id: query.beforeId }, PAST_LIMIT, faces)
    : query.after
      ? await repo.listAfter(viewerId, { date: new Date(query.after), id: query.afterId }, UPCOMING_LIMIT, faces)
      : await repo.listWindow(viewerId, deps.now(), PAST_LIMIT, UPCOMING_LIMIT, faces);
  return rows.map(toMatchDto);
}
