import type { ComingPerson } from '@common/contracts/event-answers';
import { can } from '@common/domain/permissions';
import {
  TRAINING_PAGE_SIZE,
  type TrainingListItem,
  type TrainingListQuery,
} from '@common/contracts/training';
import type { AppDeps } from '../../app-deps';
import { deepFreeze } from '../../lib/encode-response';
import type { SessionUser } from '../../types';
import { seesAllTeams, seesTrainings, toTraining } from './training-access';
import type { TrainingRepository } from './training.repository';

/** Trainings from a week back: recent ones stay visible for a late answer or a look back. */
const LOOK_BACK_MS = 7 * 24 * 3600 * 1000;
/** Bounded pages (P7); ?after=&afterId= gives the next page, so a whole season can be reached. */
export const TRAINING_LIST_LIMIT = TRAINING_PAGE_SIZE;

/**
 * How long the first page's counts may be kept without a write: every training change and every
 * answer drops them at once, but a roster change (a player joins, moves team or leaves: 'mangler',
 * 'forventet') has many write paths in other areas and reaches the counts within this time.
 */
export const TRAININGS_TTL_MS = 60_000;

export async function listTrainings(
  deps: Pick<AppDeps, 'now' | 'readCache'>,
  repo: TrainingRepository,
  user: SessionUser,
  query: TrainingListQuery = {},
): Promise<TrainingListItem[]> {
  // Not 403: the spec's sign-in refetches the training list for everyone (part 1 §4).
  if (!seesTrainings(user.role)) return [];
  const now = deps.now();
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const opts = {
    // Who is coming by face (D22, decision 097): staff see it on every training; anyone else is
    // listed only what they are asked about (their team's and the club-wide trainings), so they
    // see it on all of theirs when they answer at all (not an RU member).
    faces: can(user.role, 'training.availability.viewAll') || can(user.role, 'training.availability.respond'),
    // Every team of the person (decision 107); null: only the club-wide ones.
    team: seesAllTeams(user) ? undefined : user.teams.length ? user.teams.map((m) => m.team).sort() : null,
    since,
    limit: TRAINING_LIST_LIMIT,
  };
  // The first page (Hjem, Træning, after a push: everyone at once) is the same for everyone who
  // sees the same teams: shared, keyed by the teams and whether faces are shown. Later pages are
  // read as asked.
  const rows = query.after
    ? await repo.listShared({ ...opts, after: { date: new Date(query.after), id: query.afterId } })
    : (
        await deps.readCache.read(
          'trainings',
          `${opts.faces ? 'faces' : 'counts'}:${opts.team === undefined ? '*' : (opts.team?.join(',') ?? '-')}`,
          now,
          async () => {
            const loadedAt = now.getTime();
            return {
              value: await repo.listShared(opts),
              valid: (at: Date) => at.getTime() - loadedAt < TRAININGS_TTL_MS,
            };
          },
        )
      ).filter((r) => r.training.date >= since); // kept up to a minute: drop those that left the week back
  const own = await repo.ownAnswers(
    user.id,
    rows.map((r) => r.training.id),
  );
  // A cached row's answer is built once (frozen, so the response check is made once too);
  // only the trainings the viewer answered differ from everyone's.
  return rows.map((r) => {
    const dto = query.after ? toListItem(r) : sharedItem(r);
    const mine = own.get(r.training.id);
    return mine === undefined ? dto : { ...dto, myAvailability: mine };
  });
}

type SharedRow = Awaited<ReturnType<TrainingRepository['listShared']>>[number];

/** A training as listed to someone who has not answered it. */
function toListItem(r: SharedRow): TrainingListItem {
  return {
    ...toTraining(r.training),
    myAvailability: null,
    availableCount: r.yes ?? 0,
    unavailableCount: r.no ?? 0,
    expectedCount: r.expected ?? 0,
    answers: {
      klar: r.yes ?? 0,
      ikkeKlar: r.no ?? 0,
      mangler: r.missing ?? 0,
      coming: typeof r.coming === 'string' ? (JSON.parse(r.coming) as ComingPerson[]) : (r.coming ?? []),
    },
  };
}

/** Built once per cached row and forgotten with it (decision 081). */
const sharedItems = new WeakMap<SharedRow, TrainingListItem>();
function sharedItem(r: SharedRow): TrainingListItem {
  let item = sharedItems.get(r);
  if (!item) sharedItems.set(r, (item = deepFreeze(toListItem(r))));
  return item;
}
