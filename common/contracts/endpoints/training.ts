import { del, get, post, put } from '../endpoint';
import type {
  AvailabilityAnswer,
  AvailabilityEntry,
  AvailabilityRequest,
  CreateSeriesRequest,
  CreateTrainingRequest,
  DeletedResult,
  NotAnswered,
  SeriesResult,
  Training,
  TrainingListItem,
  TrainingListQuery,
  UpdateTrainingRequest,
} from '../training';

/** Træning (part 1 §3, part 2 §4, §6, §7): sessions, weekly series and Klar / Ikke klar. */
export const trainingEndpoints = {
  list: get<TrainingListItem[], undefined, TrainingListQuery>()('/api/training'),
  create: post<Training, CreateTrainingRequest>()('/api/training'),
  createSeries: post<SeriesResult, CreateSeriesRequest>()('/api/training/series'),
  update: put<Training, UpdateTrainingRequest>()('/api/training/:id'),
  remove: del<DeletedResult>()('/api/training/:id'),
  removeRestOfSeries: del<DeletedResult>()('/api/training/:id/series'),
  availability: get<AvailabilityEntry[]>()('/api/training/:id/availability'),
  notAnswered: get<NotAnswered>()('/api/training/:id/not-answered'),
  availabilityOf: get<AvailabilityAnswer>()('/api/training/:id/availability/:userId'),
  setAvailability: post<AvailabilityAnswer, AvailabilityRequest>()('/api/training/:id/availability'),
};
