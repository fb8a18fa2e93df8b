import { notFound } from '../../core/domain-error';
import { TRAINING_NOT_FOUND } from './training-access';
import type { TrainingRepository } from './training.repository';

export async function deleteTraining(repo: TrainingRepository, id: number) {
  const deleted = await repo.delete(id);
  if (!deleted) throw notFound(TRAINING_NOT_FOUND);
  return { success: true as const, deleted };
}

/** Deletes this training and every later one of its series ("delete the rest of the series"). */
export async function deleteRestOfSeries(repo: TrainingRepository, id: number) {
  const training = await repo.find(id);
  if (!training) throw notFound(TRAINING_NOT_FOUND);
  if (!training.seriesId) return deleteTraining(repo, id);
  const deleted = await repo.deleteSeriesFrom(training.seriesId, training.date);
  return { success: true as const, deleted };
}
