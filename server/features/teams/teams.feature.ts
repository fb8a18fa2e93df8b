import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { manageTeamsRoutes } from './manage-teams.routes';
import { teamsRoutes } from './teams.routes';
import { expectedAttendanceRoutes, squadSizeRoutes, updateTeamRoutes } from './update-team.routes';

/** Teams: the list everyone reads and the admin's edit of a team. */
export function teamsFeature(app: FastifyInstance, deps: AppDeps) {
  teamsRoutes(app, deps);
  manageTeamsRoutes(app, deps);
  updateTeamRoutes(app, deps);
  squadSizeRoutes(app, deps);
  expectedAttendanceRoutes(app, deps);
}
