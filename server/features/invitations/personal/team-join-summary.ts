import type { TeamJoinSummary } from '@common/contracts/personal-invitations';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../core/domain-error';
import { requireTeamScope } from '../../../core/teams/team-scope';
import type { Sender } from './send-personal-invitations';
import { personalInvitationsRepository } from './personal-invitations.repository';

/** GET /api/invitations/personal/team/:team: how many of the team have not joined (a coach: their own teams). */
export async function teamJoinSummaryFor(
  deps: Pick<AppDeps, 'db' | 'now' | 'teams'>,
  viewer: Pick<Sender, 'id' | 'role' | 'team' | 'teams'>,
  team: string,
): Promise<TeamJoinSummary> {
  if (!(await deps.teams.exists(team))) throw notFound('Holdet findes ikke');
  requireTeamScope(viewer, team);
  return { team, ...(await personalInvitationsRepository(deps.db).teamSummary(team, deps.now())) };
}
