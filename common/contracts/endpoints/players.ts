import type { Person, PlayerRequest } from '../people';
import { del, get, post, put } from '../endpoint';

/** Spillere: coach, board and admin (part 2 §6). */
export const playersEndpoints = {
  list: get<Person[]>()('/api/admin/players'),
  create: post<Person, PlayerRequest>()('/api/admin/players'),
  update: put<Person, PlayerRequest>()('/api/admin/players/:id'),
  /** Deletes the account with everything it owns (admin only). */
  removeUser: del<{ success: true }>()('/api/admin/users/:id'),
};
