import type { Competition, ScheduleImportResult } from '@common/contracts/matches';
import { isMatchTeam, NOT_A_MATCH_TEAM } from '@common/domain/match-teams';
import { instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import type { MatchesRepository } from './matches.repository';
import { normaliseTeamName } from './schedule-import/cells';
import { parseSchedule, ScheduleFileError, type ImportedMatch } from './schedule-import/parse-schedule';

const DAY_MS = 24 * 3600 * 1000;

/**
 * 'Upload Kampprogram': reads the file for one team, then saves the valid rows in one
 * transaction. A match already there (same match number, else same day and opponent) is
 * updated, never duplicated; scores and status stay as they are.
 */
export async function importSchedule(
  deps: Pick<AppDeps, 'teams' | 'now'>,
  repo: MatchesRepository,
  input: { team: string; competition: Competition; file: Uint8Array },
): Promise<ScheduleImportResult> {
  const teams = await deps.teams.list();
  const team = teams.find((t) => t.code === input.team);
  if (!team) throw badRequest('Ukendt hold', { teamName: 'Ukendt hold' });
  if (!isMatchTeam(teams, team.code)) throw badRequest(NOT_A_MATCH_TEAM, { teamName: NOT_A_MATCH_TEAM });
  if (!team.dbuName.trim()) {
    throw badRequest(`${team.displayName} har intet DBU-navn. Angiv holdets navn som DBU skriver det, og prøv igen.`);
  }

  let parsed: { matches: ImportedMatch[]; errors: string[] };
  try {
    parsed = parseSchedule(input.file, team.dbuName);
  } catch (error) {
    if (error instanceof ScheduleFileError) throw badRequest(error.message, { csvFile: error.message });
    throw error;
  }
  if (parsed.matches.length === 0) {
    return { message: 'Ingen kampe importeret', matchCount: 0, created: 0, updated: 0, errors: parsed.errors };
  }

  const times = parsed.matches.map((m) => m.date.getTime());
  const numbers = [...new Set(parsed.matches.flatMap((m) => (m.matchNumber ? [m.matchNumber] : [])))];
  const candidates = await repo.findImportCandidates(
    team.code,
    numbers,
    new Date(Math.min(...times) - 2 * DAY_MS),
    new Date(Math.max(...times) + 2 * DAY_MS),
  );
  const byNumber = new Map(candidates.filter((c) => c.matchNumber).map((c) => [c.matchNumber!, c.id]));
  const dayKey = (day: string, opponent: string) => `${day}|${normaliseTeamName(opponent)}`;
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const byDay = new Map<string, number>();
  for (const c of candidates) byDay.set(dayKey(instantToCopenhagen(c.date).date, c.opponent), c.id);

  const used = new Set<number>();
  const inserts = [];
  const updates = [];
  for (const m of parsed.matches) {
    const values = {
      team: team.code,
      date: m.date,
      opponent: m.opponent,
      venue: m.venue,
      location: m.location,
      competition: input.competition,
      matchNumber: m.matchNumber,
    };
    let id = m.matchNumber ? byNumber.get(m.matchNumber) : undefined;
    const sameDay = byDay.get(dayKey(m.day, m.opponent));
    if (id === undefined && sameDay !== undefined) {
      const existing = byId.get(sameDay);
      // A numbered row only takes over an unnumbered match (entered by hand); numbers decide otherwise.
      if (!m.matchNumber || !existing?.matchNumber) id = sameDay;
    }
    if (id !== undefined && !used.has(id)) {
      used.add(id);
      updates.push({ ...values, id });
    } else {
      inserts.push({ ...values, status: 'scheduled' });
    }
  }
  await repo.applyImport(inserts, updates, deps.now());
  const count = inserts.length + updates.length;
  return {
    message: `${count} ${count === 1 ? 'kamp' : 'kampe'} importeret (${inserts.length} nye, ${updates.length} opdateret)`,
    matchCount: count,
    created: inserts.length,
    updated: updates.length,
    errors: parsed.errors,
  };
}
