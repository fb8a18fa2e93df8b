import { randomUUID } from 'node:crypto';
import { MAX_SERIES_TRAININGS, type CreateSeriesRequest } from '@common/contracts/training';
import { seriesDates } from '@common/domain/training-series';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../../types';
import { invalidInput } from '../../core/domain-error';
import { checkTeam } from './check-team';
import { toTraining } from './training-access';
import type { TrainingRepository } from './training.repository';

/**
 * A weekly series becomes individual trainings sharing a series id: each can then be edited
 * or cancelled on its own, and the rest of the series deleted in one go.
 */
export async function createTrainingSeries(deps: Pick<AppDeps, 'teams'>, repo: TrainingRepository, user: SessionUser, input: CreateSeriesRequest) {
  if (input.toDate < input.fromDate) {
    throw invalidInput('Slutdatoen skal være efter startdatoen', { toDate: 'Slutdatoen skal være efter startdatoen' });
  }
  const team = await checkTeam(deps, input.team);
  const dates = seriesDates(input, MAX_SERIES_TRAININGS);
  if (dates.length === 0) throw invalidInput('Ingen træninger i den valgte periode', { weekdays: 'Ingen træninger i den valgte periode' });
  if (dates.length > MAX_SERIES_TRAININGS) {
    const message = `En serie kan højst have ${MAX_SERIES_TRAININGS} træninger`;
    throw invalidInput(message, { toDate: message });
  }
  const seriesId = randomUUID();
  const rows = await repo.insertMany(
    dates.map((date) => ({
      title: input.title,
      date,
      location: input.location,
      notes: input.notes || null,
      team: team ?? null,
      seriesId,
      createdBy: user.id,
    })),
  );
  return { seriesId, count: rows.length, trainings: rows.map(toTraining) };
}
