import { PAST_PAGE_SIZE } from '@common/contracts/matches';
import type { AppDeps } from '../../app-deps';
import { toMatchDto } from './match-dto';
import type { MatchesRepository } from './matches.repository';

/**
 * GET /api/matches is bounded (P7): the latest matches played and the next ones coming (a
 * season for every senior team), never the whole history. Ordered by date. Older matches come
 * a page at a time with ?before=<instant>.
 */
export const PAST_LIMIT = PAST_PAGE_SIZE;
export const UPCOMING_LIMIT = 100;

export async function listMatches(deps: Pick<AppDeps, 'now'>, repo: MatchesRepository, viewerId: number, before?: string) {
  const rows = before
    ? await repo.listWindow(viewerId, new Date(before), PAST_LIMIT, 0)
    : await repo.listWindow(viewerId, deps.now(), PAST_LIMIT, UPCOMING_LIMIT);
  return rows.map(toMatchDto);
}
