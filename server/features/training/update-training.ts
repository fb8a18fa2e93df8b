import type { Training, UpdateTrainingRequest } from '@common/contracts/training';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../core/domain-error';
import { checkTeam } from './check-team';
import { TRAINING_NOT_FOUND, toTraining } from './training-access';
import type { TrainingRepository } from './training.repository';

/** Edits the data, or only the status (Aflys / Genaktiver). Cancelling tells whoever listens (push). */
export async function updateTraining(
  deps: Pick<AppDeps, 'events' | 'teams'>,
  repo: TrainingRepository,
  id: number,
  input: UpdateTrainingRequest,
): Promise<Training> {
  const before = await repo.find(id);
  if (!before) throw notFound(TRAINING_NOT_FOUND);
  const team = await checkTeam(deps, input.team);
  const row = await repo.update(id, {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.date !== undefined && { date: new Date(input.date) }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.notes !== undefined && { notes: input.notes || null }),
    ...(team !== undefined && { team }),
    ...(input.status !== undefined && { status: input.status }),
  });
  if (!row) throw notFound(TRAINING_NOT_FOUND);
  if (before.status !== 'cancelled' && row.status === 'cancelled') {
    deps.events.emit('training.cancelled', { id: row.id, title: row.title, date: row.date, team: row.team });
  }
  return toTraining(row);
}
