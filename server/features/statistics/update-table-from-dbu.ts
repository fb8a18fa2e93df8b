import type { ParseTableRequest, ParseTableResponse } from '@common/contracts/statistics';
import { invalidInput } from '../../core/domain-error';
import { tableRowOf } from './dbu-standing';
import { DbuParseError, parseDbuStandings, type StandingRow } from './parse-dbu-standings';
import type { StatisticsRepository } from './statistics.repository';

const norm = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('da');

/**
 * Parses the pasted DBU standings, finds which club team it belongs to (the chosen team, or
 * the one whose DBU name is in the table), marks the club's own row and replaces that team's
 * table with a sync log entry. Any problem: a clear Danish error and nothing saved.
 */
export async function updateTableFromDbu(
  repo: StatisticsRepository,
  input: ParseTableRequest,
  userId: number,
  now: () => Date,
): Promise<ParseTableResponse> {
  const startedAt = now();
  let parsed: { league: string | null; rows: StandingRow[] };
  try {
    parsed = parseDbuStandings(input.htmlContent);
  } catch (error) {
    if (error instanceof DbuParseError) throw invalidInput(error.message);
    throw error;
  }
  const names = new Set(parsed.rows.map((r) => norm(r.team)));
  const clubTeams = await repo.teams();
  let team;
  if (input.team) {
    team = clubTeams.find((t) => t.code === input.team);
    if (!team) throw invalidInput('Ukendt hold', { team: 'Ukendt hold' });
    if (!team.dbuName || !names.has(norm(team.dbuName))) {
      throw invalidInput(
        `${team.displayName} (${team.dbuName || 'uden DBU-navn'}) findes ikke i tabellen. Tjek at du har valgt det rigtige hold.`,
      );
    }
  } else {
    const found = clubTeams.filter((t) => t.dbuName && names.has(norm(t.dbuName)));
    if (found.length !== 1) {
      throw invalidInput(
        found.length === 0
          ? 'Ingen af klubbens hold findes i tabellen. Tjek holdenes DBU-navne eller vælg holdet.'
          : 'Flere af klubbens hold findes i tabellen. Vælg holdet.',
      );
    }
    team = found[0]!;
  }
  const ownName = norm(team.dbuName);
  const league = parsed.league ?? team.leagueLabel;
  const tableData = parsed.rows.map((r) => ({ ...r, isOwnTeam: norm(r.team) === ownName }));
  await repo.replaceTable(
    team.code,
    tableData.map((r) =>
      tableRowOf(r, { season: String(startedAt.getUTCFullYear()), league, isOwnTeam: r.isOwnTeam, remark: r.remark }),
    ),
    userId,
    startedAt,
    now(),
  );
  return { teamName: team.displayName, team: team.code, league, tableData };
}
