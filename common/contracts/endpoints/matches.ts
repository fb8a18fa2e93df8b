import { get, patch, post, put } from '../endpoint';
import type { Squad, UpdateSquadRequest } from '../squads';
import type {
  AvailabilityEntry,
  AvailabilityRequest,
  BulkMatchesRequest,
  BulkMatchesResult,
  Match,
  MatchListQuery,
  OwnAvailability,
  ScheduleImportResult,
  UnansweredPerson,
  UpdateMatchRequest,
} from '../matches';

/** Kampe (part 1 §4, part 2 §3, §5): the list, results, manual entry, Klar / Ikke klar, the schedule import. */
export const matchesEndpoints = {
  list: get<Match[], undefined, MatchListQuery>()('/api/matches'),
  updateResult: patch<Match, UpdateMatchRequest>()('/api/matches/:id'),
  createMany: post<BulkMatchesResult, BulkMatchesRequest>()('/api/matches/bulk'),
  availability: get<AvailabilityEntry[]>()('/api/matches/:id/availability'),
  unanswered: get<UnansweredPerson[]>()('/api/matches/:id/unanswered'),
  availabilityOf: get<OwnAvailability>()('/api/matches/:id/availability/:userId'),
  setAvailability: post<OwnAvailability, AvailabilityRequest>()('/api/matches/:id/availability'),
  /** Udtagelse (decision 070): the squad; players get 404 while it is a draft. */
  squad: get<Squad>()('/api/matches/:id/squad'),
  updateSquad: put<Squad, UpdateSquadRequest>()('/api/matches/:id/squad'),
  /** Multipart (csvFile, teamName, competition): sent with upload(), not call(). */
  importSchedule: post<ScheduleImportResult>()('/api/matches/upload-csv'),
};
