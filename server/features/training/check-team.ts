import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';

/** A training's team must be one of the club's teams; empty means the whole club. */
export async function checkTeam(deps: Pick<AppDeps, 'teams'>, team: string | null | undefined): Promise<string | null | undefined> {
  if (team === undefined) return undefined;
  if (team === null || team === '') return null;
  if (!(await deps.teams.exists(team))) throw invalidInput('Ukendt hold', { team: 'Ukendt hold' });
  return team;
}
