import { get, put } from '../endpoint';
import type { Team, UpdateTeamRequest } from '../teams';

/** The club's teams (D9). */
export const teamsEndpoints = {
  list: get<Team[]>()('/api/teams'),
  update: put<Team, UpdateTeamRequest>()('/api/admin/teams/:code'),
};
