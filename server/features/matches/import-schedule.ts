import type { Competition, ScheduleImportResult } from '@common/contracts/matches';
import { countText } from '@common/domain/danish-plural';
import { isMatchTeam, NOT_A_MATCH_TEAM } from '@common/domain/match-teams';
import { instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { conflict, invalidInput } from '../../core/domain-error';
import { uniqueViolation } from '../../lib/unique-violation';
import type { MatchesRepository } from './matches.repository';
import { normaliseTeamName } from '../../lib/spreadsheet/cells';
import { parseSchedule, ScheduleFileError, type ImportedMatch } from './schedule-import/parse-schedule';

const DAY_MS = 24 * 3600 * 1000;
const IMPORT_ATTEMPTS = 3;

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
  if (!team) throw invalidInput('Ukendt hold', { teamName: 'Ukendt hold' });
  if (!isMatchTeam(teams, team.code)) throw invalidInput(NOT_A_MATCH_TEAM, { teamName: NOT_A_MATCH_TEAM });
  if (!team.dbuName.trim()) {
    throw invalidInput(`${team.displayName} har intet DBU-navn. Angiv holdets navn som DBU skriver det, og prøv igen.`);
  }

  let parsed: { matches: ImportedMatch[]; errors: string[] };
  try {
    parsed = parseSchedule(input.file, team.dbuName);
  } catch (error) {
    if (error instanceof ScheduleFileError) throw invalidInput(error.message, { csvFile: error.message });
    throw error;
  }
  if (parsed.matches.length === 0) {
    return { message: 'Ingen kampe importeret', matchCount: 0, created: 0, updated: 0, errors: parsed.errors };
  }

  // Two imports of the same programme at once both find the matches missing; the second insert
  // then hits the unique match number. Planning again sees the first one's rows as updates.
  let plan: Awaited<ReturnType<typeof planImport>>;
  for (let attempt = 1; ; attempt++) {
    plan = await planImport(repo, team, input.competition, parsed.matches);
    try {
      await repo.applyImport(plan.inserts, plan.updates, deps.now());
      break;
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      if (attempt >= IMPORT_ATTEMPTS) throw conflict('Kampprogrammet bliver importeret lige nu. Prøv igen om lidt.');
    }
  }
  const { inserts, updates } = plan;
  const count = inserts.length + updates.length;
  return {
    message: `${countText(count, 'kamp', 'kampe')} importeret (${countText(inserts.length, 'ny', 'nye')}, ${countText(updates.length, 'opdateret', 'opdaterede')})`,
    matchCount: count,
    created: inserts.length,
    updated: updates.length,
    errors: parsed.errors,
  };
}

/** Which rows update a match already there and which are new, from what the database holds now. */
async function planImport(repo: MatchesRepository, team: { code: string }, competition: Competition, parsed: ImportedMatch[]) {
  const times = parsed.map((m) => m.date.getTime());
  const numbers = [...new Set(parsed.flatMap((m) => (m.matchNumber ? [m.matchNumber] : [])))];
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
  for (const m of parsed) {
    const values = {
      team: team.code,
      date: m.date,
      opponent: m.opponent,
      venue: m.venue,
      location: m.location,
      competition,
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
  return { inserts, updates };
}
