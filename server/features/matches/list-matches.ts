import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE, type MatchListQuery } from '@common/contracts/matches';
import type { AppDeps } from '../../app-deps';
import type { AnswerSummary } from '@common/contracts/event-answers';
import type { Match } from '@common/contracts/matches';
import { deepFreeze } from '../../lib/encode-response';
import { toMatchDto, viewerFields } from './match-dto';
import type { MatchListRow, MatchesRepository } from './matches.repository';

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
  deps: Pick<AppDeps, 'now' | 'readCache'>,
  repo: MatchesRepository,
  viewer: { id: number; role: Role },
  query: MatchListQuery = {},
) {
  const viewerId = viewer.id;
  // Who is coming by face: only for those who may see the per-player lists (part 1 §6).
  const faces = can(viewer.role, 'matches.availability.viewAll');
  if (query.before)
    return (
      await repo.listBefore(viewerId, { date: new Date(query.before), id: query.beforeId }, PAST_LIMIT, faces)
    ).map(toMatchDto);
  if (query.after)
    return (
      await repo.listAfter(
        viewerId,
        { date: new Date(query.after), id: query.afterId },
        UPCOMING_LIMIT,
        faces,
      )
    ).map(toMatchDto);
  return listWindow(deps, repo, viewerId, faces);
}

/**
 * How long the window's answer counts may be kept without an answer: an answer drops them at
 * once, but a roster change (a player joins, moves team or leaves: 'mangler svar') has many write
 * paths in other areas and reaches the counts within this time instead.
 */
export const ANSWERS_TTL_MS = 60_000;

/**
 * The first screen of Kampe and Hjem's cards, asked for by every member at once after a push
 * (issue 15): the window itself and its answer counts are the same for everyone and come from the
 * shared cache; the viewer's own Klar / Ikke klar and squad place are read on every request.
 */
async function listWindow(
  deps: Pick<AppDeps, 'now' | 'readCache'>,
  repo: MatchesRepository,
  viewerId: number,
  faces: boolean,
) {
  const now = deps.now();
  const shared = await deps.readCache.read('matches', 'window', now, async () => {
    const rows = await repo.listWindowShared(now, PAST_LIMIT, UPCOMING_LIMIT);
    // Time alone changes the window once a match in it moves from coming to played (or a
    // moved clock goes back before the latest played one).
    const lastPast =
      rows
        .filter((r) => r.date < now)
        .at(-1)
        ?.date.getTime() ?? -Infinity;
    const firstUpcoming = rows.find((r) => r.date >= now)?.date.getTime() ?? Infinity;
    return { value: rows, valid: (at: Date) => at.getTime() > lastPast && at.getTime() <= firstUpcoming };
  });
  const ids = shared.map((r) => r.id);
  // The counts (and staff's faces) are everyone's, so they sit beside the window; every answer
  // drops them. Keyed by the window and whether faces are shown: a player never gets staff's.
  const answers = await deps.readCache.read(
    'answers',
    `${faces ? 'faces' : 'counts'}:${ids.join(',')}`,
    now,
    async () => {
      const loadedAt = now.getTime();
      return {
        value: await repo.answerCounts(ids, faces),
        valid: (at: Date) => at.getTime() - loadedAt < ANSWERS_TTL_MS,
      };
    },
  );
  const own = await repo.viewerOwn(viewerId, ids);
  const dtos = windowDtos(shared, answers);
  // Only the matches the viewer answered or is picked for differ from everyone's.
  return dtos.map((dto, i) => {
    const mine = own.get(dto.id);
    return mine
      ? { ...dto, ...viewerFields(shared[i]!.squadStatus, mine.myAvailability, mine.mySelection) }
      : dto;
  });
}

type WindowRow = Omit<MatchListRow, 'myAvailability' | 'mySelection' | 'answers'>;
type Counts = Map<number, AnswerSummary | string>;
const NO_ANSWERS: AnswerSummary = { klar: 0, ikkeKlar: 0, mangler: 0, coming: [] };

/**
 * The window's matches as sent to someone who has answered none of them: built once for each
 * window and counts the shared cache hands out (issue 15: mapping 150 matches per request was
 * the largest part of a cached /api/matches), and forgotten with them.
 */
const built = new WeakMap<readonly WindowRow[], WeakMap<Counts, Match[]>>();
function windowDtos(shared: readonly WindowRow[], answers: Counts): Match[] {
  let byCounts = built.get(shared);
  if (!byCounts) built.set(shared, (byCounts = new WeakMap()));
  let dtos = byCounts.get(answers);
  if (!dtos) {
    // Frozen: the response serializer then checks each of them once, not on every request.
    dtos = deepFreeze(
      shared.map((row) =>
        toMatchDto({
          ...row,
          myAvailability: null,
          mySelection: null,
          answers: answers.get(row.id) ?? NO_ANSWERS,
        }),
      ),
    );
    byCounts.set(answers, dtos);
  }
  return dtos;
}
