import type { AnswerClubEventRequest, ClubEvent, ClubEventRoster, SaveClubEventRequest } from '../club-events';
import { get, post, put } from '../endpoint';

/** Arrangementer (decision 108). */
export const clubEventsEndpoints = {
  list: get<ClubEvent[]>()('/api/club-events'),
  one: get<ClubEvent>()('/api/club-events/:id'),
  create: post<ClubEvent, SaveClubEventRequest>()('/api/club-events'),
  update: put<ClubEvent, SaveClubEventRequest>()('/api/club-events/:id'),
  cancel: post<ClubEvent>()('/api/club-events/:id/cancel'),
  answer: post<ClubEvent, AnswerClubEventRequest>()('/api/club-events/:id/answer'),
  roster: get<ClubEventRoster>()('/api/club-events/:id/roster'),
  rosterCsv: get<string>()('/api/club-events/:id/roster.csv'),
  remind: post<{ reminded: number }>()('/api/club-events/:id/remind'),
};
