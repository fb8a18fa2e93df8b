import { countText } from '@common/domain/danish-plural';
import { MATCH_MOVED_TITLE, RESULT_REPLACED_TITLE, matchMovedText, resultReplacedText } from '@common/domain/dbu-notices';
import { instantToCopenhagen } from '@common/domain/time';
import { DbuFetchError } from '../../integrations/dbu/dbu-http';
import { normaliseTeamName } from '../../lib/spreadsheet/cells';
import { DbuParseError, tableRowOf, type StandingRow } from '../statistics';
import type { DbuSource, DbuSourceKind } from './dbu-source';
import type { DbuSyncRepository, MatchRow } from './dbu-sync.repository';
import { KampprogramParseError, type DbuMatch } from './parse-kampprogram';

export interface SyncOutcome {
  ok: boolean;
  /** What changed, in Danish, or the error. */
  message: string;
  created: number;
  updated: number;
  moved: number;
  results: number;
  removed: number;
  tableRows: number | null;
}

/** Back-off after failed runs: 15 min, 30 min, 1 h, 2 h … at most 6 h. */
export function retryDelayMs(failures: number): number {
  return Math.min(6 * 3600_000, 15 * 60_000 * 2 ** Math.max(0, failures - 1));
}

const norm = normaliseTeamName;
const score = (home: number | null, away: number | null) => (home === null || away === null ? null : `${home}-${away}`);

/** The club's side: the team's DBU name where it plays, else the name in most of the matches. */
function ourName(list: DbuMatch[], dbuName: string): string | null {
  const counts = new Map<string, number>();
  for (const m of list) for (const n of [m.home, m.away]) counts.set(norm(n), (counts.get(norm(n)) ?? 0) + 1);
  if (dbuName && counts.has(norm(dbuName))) return norm(dbuName);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && list.length > 1 && best[1] === list.length ? best[0] : null;
}

/**
 * One run for one team (decision 109): reads its DBU source, creates or updates its matches by
 * DBU's id (matching a match the club already has once, by date and opponent), marks the ones
 * DBU no longer lists, lets DBU's result win, replaces the league table as a whole (keeping the
 * remarks, which the API does not have), and leaves notices for moved matches and replaced results.
 * A failure is recorded with the retry time; nothing is half-saved per match.
 */
export async function syncTeam(
  repo: DbuSyncRepository,
  sources: Record<DbuSourceKind, DbuSource>,
  teamCode: string,
  now: Date,
  invalidate: () => Promise<void>,
): Promise<SyncOutcome> {
  const source = await repo.source(teamCode);
  const team = await repo.team(teamCode);
  if (!source || !team) throw new Error(`No DBU source for ${teamCode}`);
  const outcome: SyncOutcome = { ok: true, message: '', created: 0, updated: 0, moved: 0, results: 0, removed: 0, tableRows: null };
  let data;
  try {
    data = await sources[source.source as DbuSourceKind].read(
      { origin: source.origin, teamId: source.dbuTeamId, poolId: source.poolId },
      source.memo,
      now,
    );
  } catch (error) {
    if (!(error instanceof DbuFetchError || error instanceof DbuParseError || error instanceof KampprogramParseError)) throw error;
    const failures = source.failures + 1;
    const retry = error instanceof DbuFetchError ? error.retry : false;
    const nextRetryAt = retry ? new Date(now.getTime() + retryDelayMs(failures)) : null;
    const message = nextRetryAt ? `${error.message} – prøver igen kl. ${instantToCopenhagen(nextRetryAt).time}` : error.message;
    await repo.recordRun(teamCode, { lastError: message, failures, nextRetryAt, updatedAt: now });
    return { ...outcome, ok: false, message };
  }

  const idColumn = source.source === 'api' ? 'dbuApiId' : 'dbuWebId';
  let coming: number | null = source.comingMatches;
  if (data.matches) {
    const us = ourName(data.matches, team.dbuName);
    const existing = await repo.teamMatches(teamCode);
    const byId = new Map(existing.filter((m) => m[idColumn]).map((m) => [m[idColumn]!, m]));
    const byNumber = new Map(existing.filter((m) => m.matchNumber).map((m) => [m.matchNumber!, m]));
    const used = new Set<number>();
    const seen = new Set<string>();
    coming = 0;
    for (const m of data.matches) {
      const homeIsUs = us !== null && norm(m.home) === us;
      if (!homeIsUs && (us === null || norm(m.away) !== us)) continue;
      if (m.kickoff > now) coming++;
      const opponent = homeIsUs ? m.away : m.home;
      const dbuId = m.dbuId;
      if (dbuId) seen.add(dbuId);
      let match: MatchRow | undefined = dbuId ? byId.get(dbuId) : undefined;
      if (!match && m.matchNumber) match = byNumber.get(m.matchNumber);
      if (!match) {
        // Matched once, by team, day and opponent, among the matches without this source's id.
        const day = instantToCopenhagen(m.kickoff).date;
        match = existing.find(
          (e) => !e[idColumn] && !used.has(e.id) && instantToCopenhagen(e.date).date === day && norm(e.opponent) === norm(opponent),
        );
      }
      const result = m.forfeit
        ? { homeScore: null, awayScore: null, forfeit: m.forfeit, status: 'completed' as const }
        : m.homeScore !== null && m.awayScore !== null
          ? { homeScore: m.homeScore, awayScore: m.awayScore, forfeit: null, status: 'completed' as const }
          : {};
      const values = {
        opponent,
        venue: homeIsUs ? 'home' : 'away',
        date: m.kickoff,
        ...(m.stadium !== null ? { location: m.stadium } : {}),
        ...(m.matchNumber ? { matchNumber: m.matchNumber } : {}),
        ...(dbuId ? { [idColumn]: dbuId } : {}),
        ...result,
        removedAtDbu: null,
      };
      if (!match) {
        await repo.insertMatch({ ...values, team: teamCode, status: 'status' in result ? result.status : 'scheduled', updatedAt: now });
        outcome.created++;
        continue;
      }
      used.add(match.id);
      const movedTime = match.date.getTime() !== m.kickoff.getTime();
      const movedPlace = m.stadium !== null && (match.location ?? '') !== m.stadium;
      const before = score(match.homeScore, match.awayScore);
      const after = 'homeScore' in result ? score(result.homeScore ?? null, result.awayScore ?? null) : null;
      const resultChanged =
        ('forfeit' in result && (result.forfeit ?? null) !== (match.forfeit ?? null)) || (after !== null && after !== before);
      const otherChange =
        match.opponent !== opponent ||
        match.venue !== values.venue ||
        (dbuId !== null && match[idColumn] !== dbuId) ||
        match.removedAtDbu !== null ||
        (m.matchNumber !== null && match.matchNumber !== m.matchNumber);
      if (!movedTime && !movedPlace && !resultChanged && !otherChange) continue;
      await repo.updateMatch(match.id, { ...values, updatedAt: now });
      outcome.updated++;
      if ((movedTime || movedPlace) && m.kickoff > now && match.status === 'scheduled') {
        outcome.moved++;
        await repo.addNotice({
          matchId: match.id,
          kind: 'moved',
          title: MATCH_MOVED_TITLE,
          body: matchMovedText({ opponent, date: m.kickoff, location: m.stadium, movedTime, movedPlace }),
          userIds: await repo.answeredOrPicked(match.id),
          createdAt: now,
        });
      }
      if (resultChanged) {
        outcome.results++;
        // DBU's result wins; the coaches hear when it replaced a different one of theirs.
        if (before !== null && (after ?? result.forfeit) !== before)
          await repo.addNotice({
            matchId: match.id,
            kind: 'result',
            title: RESULT_REPLACED_TITLE,
            body: resultReplacedText({ opponent, date: m.kickoff, before, after: after ?? (result.forfeit === 'HHT' ? 'hjemmeholdet taberdømt' : 'udeholdet taberdømt') }),
            userIds: await repo.coaches(teamCode),
            createdAt: now,
          });
      }
    }
    // Never deleted: a match DBU no longer lists is marked for the admin to decide.
    for (const e of existing) {
      if (e[idColumn] && !seen.has(e[idColumn]!) && e.removedAtDbu === null) {
        await repo.updateMatch(e.id, { removedAtDbu: now, updatedAt: now });
        outcome.removed++;
      }
    }
  }

  if (data.standings) {
    const old = new Map((await repo.tableRows(teamCode)).map((r) => [norm(r.teamName), r.remark]));
    const us = norm(team.dbuName);
    await repo.replaceTable(
      teamCode,
      data.standings.map((r: StandingRow) =>
        tableRowOf(r, {
          season: String(now.getUTCFullYear()),
          league: data.poolTitle ?? source.poolTitle ?? team.leagueLabel,
          isOwnTeam: norm(r.team) === us,
          // The API has no remarks: the ones the table already has stay.
          remark: r.remark ?? old.get(norm(r.team)) ?? null,
        }),
      ),
      now,
      now,
    );
    outcome.tableRows = data.standings.length;
  }

  const parts = [
    outcome.created ? countText(outcome.created, 'ny kamp', 'nye kampe') : '',
    outcome.moved ? countText(outcome.moved, 'kamp flyttet', 'kampe flyttet') : '',
    outcome.results ? countText(outcome.results, 'resultat', 'resultater') : '',
    outcome.removed ? countText(outcome.removed, 'kamp fjernet hos DBU', 'kampe fjernet hos DBU') : '',
    outcome.updated - outcome.moved - outcome.results > 0
      ? countText(outcome.updated - outcome.moved - outcome.results, 'kamp opdateret', 'kampe opdateret')
      : '',
    outcome.tableRows !== null ? 'stillingen opdateret' : '',
  ].filter(Boolean);
  outcome.message = parts.length ? parts.join(', ') : 'Intet nyt';
  await repo.recordRun(teamCode, {
    lastSyncedAt: now,
    lastChanges: outcome.message,
    lastError: null,
    failures: 0,
    nextRetryAt: null,
    memo: data.memo,
    comingMatches: coming,
    ...(data.poolTitle ? { poolTitle: data.poolTitle } : {}),
    updatedAt: now,
  });
  if (outcome.created + outcome.updated + outcome.removed > 0) await invalidate();
  return outcome;
}
