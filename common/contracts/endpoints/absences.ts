import { del, get, post } from '../endpoint';
import type { Absence, NewAbsenceRequest, NewAbsenceResult, RemindResult } from '../absences';

/** Fravær and Påmind nu (decision 071). */
export const absencesEndpoints = {
  list: get<Absence[]>()('/api/user/absences'),
  create: post<NewAbsenceResult, NewAbsenceRequest>()('/api/user/absences'),
  remove: del<{ success: true }>()('/api/user/absences/:id'),
  remindMatch: post<RemindResult>()('/api/matches/:id/remind'),
  remindTraining: post<RemindResult>()('/api/training/:id/remind'),
};
