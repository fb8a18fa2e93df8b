import type { CreateTrainingRequest, Training } from '@common/contracts/training';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../../types';
import { checkTeam } from './check-team';
import { toTraining } from './training-access';
import type { TrainingRepository } from './training.repository';

export async function createTraining(
  deps: Pick<AppDeps, 'teams'>,
  repo: TrainingRepository,
  user: SessionUser,
  input: CreateTrainingRequest,
): Promise<Training> {
  const team = await checkTeam(deps, input.team);
  const row = await repo.insert({
    title: input.title,
    date: new Date(input.date),
    location: input.location,
    notes: input.notes || null,
    team: team ?? null,
    createdBy: user.id,
  });
  return toTraining(row);
}
