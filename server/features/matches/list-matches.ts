import { seesWhoIsComing } from '@common/domain/availability';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE, type MatchListQuery } from '@common/contracts/matches';
import type { AppDeps } from '../../app-deps';
import type { AnswerSummary } from '@common/contracts/event-answers';
import type { Match } from '@common/contracts/matches';
import { deepFreeze } from '../../lib/encode-response';
import { toMatchDto, viewerFields } from './match-dto';
import type { MatchListRow, MatchesRepository } from './matches.repository';
import type { TeamMembership } from '@common/domain/team-roles';

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
  viewer: Viewer,
  query: MatchListQuery = {},
) {
  const viewerId = viewer.id;
  // Who is coming by face (D22, decision 097): staff on every match, a player on their team's.
  const faces = facesFor(viewer);
  const named = (dto: Match) => (faces.sees(dto.team) ? dto : withoutFaces(dto));
  if (query.before)
    return (
      await repo.listBefore(
        viewerId,
        { date: new Date(query.before), id: query.beforeId },
        PAST_LIMIT,
        faces.read,
      )
    ).map((row) => named(toMatchDto(row)));
  if (query.after)
    return (
      await repo.listAfter(
        viewerId,
        { date: new Date(query.after), id: query.afterId },
        UPCOMING_LIMIT,
        faces.read,
      )
    ).map((row) => named(toMatchDto(row)));
  return listWindow(deps, repo, viewerId, faces);
}

type Viewer = { id: number; role: Role; team: string | null; teams: readonly TeamMembership[] };

/**
 * Whether the faces are read at all (`read`: anyone who may see some) and on which matches they
 * are sent (`sees`): everywhere for staff, the viewer's own team's for a player (decision 097).
 */
function facesFor(viewer: Viewer) {
  const everywhere = can(viewer.role, 'matches.availability.viewAll');
  const sees = (team: string) => everywhere || seesWhoIsComing(viewer, { kind: 'match', team });
  return { read: everywhere || viewer.teams.some((m) => sees(m.team)), everywhere, sees };
}

/** The match without the names of who is coming: the counts stay. */
const withoutFaces = (dto: Match): Match =>
  dto.answers.coming.length ? { ...dto, answers: { ...dto.answers, coming: [] } } : dto;

/**
 * How long the window's answer counts may be kept without an answer: an answer drops them at
 * once, but a roster change (a player joins, moves team or leaves: 'mangler svar') has many write
 * paths in other areas and reaches the counts within this time instead.
 */
export const ANSWERS_TTL_MS = 60_000;

/**
 * The first screen of Kampe and Hjem's cards, asked for by every member at once after a push
 * (decision 081): the window itself and its answer counts are the same for everyone and come from the
 * shared cache; the viewer's own Klar / Ikke klar and squad place are read on every request.
 */
async function listWindow(
  deps: Pick<AppDeps, 'now' | 'readCache'>,
  repo: MatchesRepository,
  viewerId: number,
  faces: ReturnType<typeof facesFor>,
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
  // The counts (and the faces) are everyone's, so they sit beside the window; every answer drops
  // them. Keyed by the window and whether faces are read: a member never gets them.
  const answers = await deps.readCache.read(
    'answers',
    `${faces.read ? 'faces' : 'counts'}:${ids.join(',')}`,
    now,
    async () => {
      const loadedAt = now.getTime();
      return {
        value: await repo.answerCounts(ids, faces.read),
        valid: (at: Date) => at.getTime() - loadedAt < ANSWERS_TTL_MS,
      };
    },
  );
  const own = await repo.viewerOwn(viewerId, ids);
  const named = windowDtos(shared, answers, true);
  const unnamed = windowDtos(shared, answers, false);
  // Staff get the names everywhere, a player on their team's matches: each picked, not built.
  const dtos = faces.everywhere
    ? named
    : shared.map((row, i) => (faces.sees(row.team) ? named[i]! : unnamed[i]!));
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
 * window and counts the shared cache hands out (decision 081: mapping 150 matches per request was
 * the largest part of a cached /api/matches), and forgotten with them.
 */
const built = new WeakMap<readonly WindowRow[], WeakMap<Counts, { named?: Match[]; unnamed?: Match[] }>>();
function windowDtos(shared: readonly WindowRow[], answers: Counts, faces: boolean): Match[] {
  let byCounts = built.get(shared);
  if (!byCounts) built.set(shared, (byCounts = new WeakMap()));
  let both = byCounts.get(answers);
  if (!both) byCounts.set(answers, (both = {}));
  const key = faces ? 'named' : 'unnamed';
  let dtos = both[key];
  if (!dtos) {
    // Frozen: the response serializer then checks each of them once, not on every request.
    dtos = deepFreeze(
      shared.map((row) => {
        const dto = toMatchDto({
          ...row,
          myAvailability: null,
          mySelection: null,
          answers: answers.get(row.id) ?? NO_ANSWERS,
        });
        return faces ? dto : withoutFaces(dto);
      }),
    );
    both[key] = dtos;
  }
  return dtos;
}
