import type { LeagueTable } from '@common/contracts/statistics';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import type { StatisticsRepository } from './statistics.repository';

/**
 * The tables a person may see (part 1 §2): admin, board, coach and member choose any team;
 * others see their own team's table, or the first team (Senior 1) when they have none.
 */
export async function listTables(
  repo: StatisticsRepository,
  viewer: { role: Role; team: string | null },
): Promise<LeagueTable[]> {
  const allTeams = await repo.teams();
  const visible = can(viewer.role, 'statistics.selectTeam')
    ? allTeams
    : allTeams.filter(
        (t) => t.code === (allTeams.some((a) => a.code === viewer.team) ? viewer.team : allTeams[0]?.code),
      );
  const rows = await repo.rowsFor(visible.map((t) => t.code));
  return visible.map((team) => {
    const own = rows.filter((r) => r.teamCode === team.code);
    const updated = own.reduce<Date | null>(
      (max, r) => (!max || r.updatedAt > max ? r.updatedAt : max),
      null,
    );
    return {
      team: team.code,
      name: team.displayName,
      league: own[0]?.league || team.leagueLabel,
      updatedAt: updated ? updated.toISOString() : null,
      data: own.map((r) => ({
        position: r.position,
        team: r.teamName,
        played: r.played,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        goalsFor: r.goalsFor,
        goalsAgainst: r.goalsAgainst,
        goalDiff: r.goalDifference,
        points: r.points,
        form: r.form.filter((f): f is 'W' | 'D' | 'L' => f === 'W' || f === 'D' || f === 'L'),
        isOwnTeam: r.isOwnTeam,
        remark: r.remark,
      })),
    };
  });
}
