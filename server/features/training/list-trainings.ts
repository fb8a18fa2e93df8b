import type { ComingPerson } from '@common/contracts/event-answers';
import { can } from '@common/domain/permissions';
import { TRAINING_PAGE_SIZE, type TrainingListItem, type TrainingListQuery } from '@common/contracts/training';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../../types';
import { seesAllTeams, seesTrainings, toTraining } from './training-access';
import type { TrainingRepository } from './training.repository';

/** Trainings from a week back: recent ones stay visible for a late answer or a look back. */
const LOOK_BACK_MS = 7 * 24 * 3600 * 1000;
/** Bounded pages (P7); ?after=&afterId= gives the next page, so a whole season can be reached. */
export const TRAINING_LIST_LIMIT = TRAINING_PAGE_SIZE;

export async function listTrainings(
  deps: Pick<AppDeps, 'now'>,
  repo: TrainingRepository,
  user: SessionUser,
  query: TrainingListQuery = {},
): Promise<TrainingListItem[]> {
  // Not 403: the spec's sign-in refetches the training list for everyone (part 1 §4).
  if (!seesTrainings(user.role)) return [];
  const rows = await repo.list({
    viewerId: user.id,
    faces: can(user.role, 'training.availability.viewAll'),
    team: seesAllTeams(user) ? undefined : user.team,
    since: new Date(deps.now().getTime() - LOOK_BACK_MS),
    after: query.after ? { date: new Date(query.after), id: query.afterId } : undefined,
    limit: TRAINING_LIST_LIMIT,
  });
  return rows.map((r) => ({
    ...toTraining(r.training),
    myAvailability: r.myAvailability ?? null,
    availableCount: r.yes ?? 0,
    unavailableCount: r.no ?? 0,
    expectedCount: r.expected ?? 0,
    answers: {
      klar: r.yes ?? 0,
      ikkeKlar: r.no ?? 0,
      mangler: r.missing ?? 0,
      coming: typeof r.coming === 'string' ? (JSON.parse(r.coming) as ComingPerson[]) : (r.coming ?? []),
    },
  }));
}
