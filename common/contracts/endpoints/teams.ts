import { get, put } from '../endpoint';
import type { ExpectedAttendanceRequest, SquadSizeRequest, Team, UpdateTeamRequest } from '../teams';

/** The club's teams (D9). */
export const teamsEndpoints = {
  list: get<Team[]>()('/api/teams'),
  update: put<Team, UpdateTeamRequest>()('/api/admin/teams/:code'),
  /** Udtagelse: the team's squad size (coach, admin; decision 070). */
  setSquadSize: put<Team, SquadSizeRequest>()('/api/teams/:code/squad-size'),
  /** Forventet fremmøde til træning (coach of the team, admin; decision 074). */
  setExpectedAttendance: put<Team, ExpectedAttendanceRequest>()('/api/teams/:code/expected-attendance'),
};
