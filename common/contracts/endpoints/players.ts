import type { Person, PersonTeamsRequest, PlayerRequest } from '../people';
import { del, get, post, put } from '../endpoint';
import type { PeopleListQuery, PeoplePage } from '../people-list';

/** Spillere: coach, board and admin (part 2 §6). */
export const playersEndpoints = {
  /** A page of the club's people: search, filters, sort (decision 103). */
  list: get<PeoplePage<Person>, undefined, PeopleListQuery>()('/api/admin/players'),
  create: post<Person, PlayerRequest>()('/api/admin/players'),
  update: put<Person, PlayerRequest>()('/api/admin/players/:id'),
  /** Every team of the person with a role on each (decision 107). */
  setTeams: put<Person, PersonTeamsRequest>()('/api/admin/players/:id/teams'),
  /** Deletes the account with everything it owns (admin only). */
  removeUser: del<{ success: true }>()('/api/admin/users/:id'),
};
