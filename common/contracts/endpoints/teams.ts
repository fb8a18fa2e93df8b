import { get, patch, post, put } from '../endpoint';
import type {
  ArchiveTeamRequest,
  CreateTeamRequest,
  EditTeamRequest,
  ExpectedAttendanceRequest,
  SquadSizeRequest,
  Team,
  TeamOrderRequest,
  UpdateTeamRequest,
} from '../teams';

/** The club's teams (D9). */
export const teamsEndpoints = {
  /** The active teams: every list and picker (decision 107). */
  list: get<Team[]>()('/api/teams'),
  /** Administrer hold (admin): every team, archived ones too. */
  adminList: get<Team[]>()('/api/admin/teams'),
  create: post<Team, CreateTeamRequest>()('/api/admin/teams'),
  edit: patch<Team, EditTeamRequest>()('/api/admin/teams/:code'),
  order: put<Team[], TeamOrderRequest>()('/api/admin/teams-order'),
  archive: put<Team, ArchiveTeamRequest>()('/api/admin/teams/:code/archived'),
  update: put<Team, UpdateTeamRequest>()('/api/admin/teams/:code'),
  /** Udtagelse: the team's squad size (coach, admin; decision 070). */
  setSquadSize: put<Team, SquadSizeRequest>()('/api/teams/:code/squad-size'),
  /** Forventet fremmøde til træning (coach of the team, admin; decision 074). */
  setExpectedAttendance: put<Team, ExpectedAttendanceRequest>()('/api/teams/:code/expected-attendance'),
};
