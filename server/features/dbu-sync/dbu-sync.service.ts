import type { DbuOverview, DbuTeamStatus, SaveDbuSourceRequest } from '@common/contracts/dbu-sync';
import { inQuietHours } from '@common/domain/notifications';
import { instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { conflict, invalidInput, notFound } from '../../core/domain-error';
import { DbuFetchError, dbuHttp, isDbuHost, type FetchLike } from '../../integrations/dbu/dbu-http';
import { uniqueViolation } from '../../lib/unique-violation';
import { DbuParseError, parseDbuStandings } from '../statistics';
import { dbuApiSource } from './dbu-api-source';
import type { DbuSource, DbuSourceKind } from './dbu-source';
import { dbuSyncRepository, type DbuSourceRow, type DbuSyncRepository } from './dbu-sync.repository';
import { teamPageUrl } from './dbu-web-source';
import { dbuWebSource } from './dbu-web-source';
import { KampprogramParseError, parseKampprogram } from './parse-kampprogram';
import { syncTeam, type SyncOutcome } from './sync-team';

const DEFAULT_ORIGIN = 'https://www.dbu.dk';
const TEAM_PATH = /\/resultater\/hold\/(\d{1,12})_(\d{1,12})(?:\/|$)/;
/** 'Hent fra DBU nu' at most once a minute per team: one request per page per team per run. */
const SYNC_NOW_GAP_MS = 60_000;
const NOT_FOLLOWING = 'Holdet henter ikke fra DBU';
const UNKNOWN_TEAM = 'Holdet findes ikke';

/** The DBU sync as the routes and jobs use it (decision 109). `fetch` is the port's HTTP client. */
export function dbuSyncService(deps: Pick<AppDeps, 'db' | 'config' | 'events' | 'mail' | 'readCache'>, fetchImpl: FetchLike) {
  const repo: DbuSyncRepository = dbuSyncRepository(deps.db);
  const cfg = deps.config.dbu;
  const http = dbuHttp({
    fetch: fetchImpl,
    clubName: () => repo.clubName(),
    timeoutMs: cfg.timeoutMs,
    maxBytes: cfg.maxBytes,
    extraHosts: cfg.extraHosts,
  });
  const apiKey = async () => cfg.apiKey ?? (await repo.apiKey());
  const sources: Record<DbuSourceKind, DbuSource> = {
    web: dbuWebSource(http),
    api: dbuApiSource(http, cfg.apiBase, apiKey),
  };
  const invalidate = async () => {
    await deps.readCache.invalidate('matches');
    await deps.readCache.invalidate('answers');
  };

  const toStatus = (row: DbuSourceRow, displayName: string): DbuTeamStatus => ({
    team: row.teamCode,
    displayName,
    source: row.source as DbuSourceKind,
    address: teamPageUrl({ origin: row.origin, teamId: row.dbuTeamId, poolId: row.poolId }, 'kampprogram'),
    dbuTeamId: row.dbuTeamId,
    poolId: row.poolId,
    poolTitle: row.poolTitle,
    comingMatches: row.comingMatches,
    poolEnded: row.comingMatches === 0,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastChanges: row.lastChanges,
    lastError: row.lastError,
    nextRetryAt: row.nextRetryAt?.toISOString() ?? null,
  });

  async function statusOf(teamCode: string): Promise<DbuTeamStatus> {
    const row = await repo.source(teamCode);
    const team = await repo.team(teamCode);
    if (!row || !team) throw notFound(NOT_FOLLOWING);
    return toStatus(row, team.displayName);
  }

  /** The address (or ids) as a team reference on an allowed host. */
  function reference(input: SaveDbuSourceRequest) {
    if (input.address) {
      let url: URL;
      try {
        url = new URL(/^https?:\/\//i.test(input.address) ? input.address : `https://${input.address}`);
      } catch {
        throw invalidInput('Adressen kan ikke læses. Kopiér holdets side fra dbu.dk.', { address: 'Ugyldig adresse' });
      }
      if (!isDbuHost(url.hostname, cfg.extraHosts) && !cfg.extraHosts.includes(url.host.toLowerCase()))
        throw invalidInput('Adressen skal være en side på dbu.dk eller en lokalunions side (fx dbujylland.dk).', {
          address: 'Ikke en DBU-adresse',
        });
      const ids = TEAM_PATH.exec(url.pathname);
      if (!ids)
        throw invalidInput('Adressen skal være holdets side: …/resultater/hold/<hold-id>_<pulje-id>/kampprogram', {
          address: 'Ikke en holdside',
        });
      return { origin: url.origin.toLowerCase(), teamId: ids[1]!, poolId: ids[2]! };
    }
    return { origin: DEFAULT_ORIGIN, teamId: input.teamId!, poolId: input.poolId! };
  }

  /** Asks DBU once that the team's page (or the API) answers, and reads the pool's title. */
  async function check(kind: DbuSourceKind, ref: { origin: string; teamId: string; poolId: string }, now: Date) {
    try {
      if (kind === 'api') {
        const data = await sources.api.read(ref, {}, now);
        if (!data.matches || data.matches.length === 0)
          throw invalidInput('DBU kender ingen kampe for dette hold i denne pulje. Tjek hold-id og pulje-id.');
        return `Pulje ${ref.poolId}`;
      }
      const page = await http.get(teamPageUrl(ref, 'stilling'));
      if (page.status !== 'ok') return null;
      try {
        return parseDbuStandings(page.body).league ?? `Pulje ${ref.poolId}`;
      } catch (error) {
        if (!(error instanceof DbuParseError)) throw error;
        // No table yet (the season has not begun): the programme must then be there.
        const programme = await http.get(teamPageUrl(ref, 'kampprogram'));
        if (programme.status === 'ok') parseKampprogram(programme.body, now);
        return `Pulje ${ref.poolId}`;
      }
    } catch (error) {
      if (error instanceof DbuFetchError || error instanceof KampprogramParseError)
        throw invalidInput(`${error.message}. Adressen er ikke gemt.`.replace('.. ', '. '), { address: error.message });
      throw error;
    }
  }

  async function saveSource(teamCode: string, input: SaveDbuSourceRequest, now: Date): Promise<DbuTeamStatus> {
    const team = await repo.team(teamCode);
    if (!team) throw notFound(UNKNOWN_TEAM);
    if (input.source === 'api' && !(await apiKey()))
      throw invalidInput('Klubbens API-nøgle til DBU mangler. Angiv den først, eller brug holdets side på dbu.dk.');
    const ref = reference(input);
    const title = await check(input.source, ref, now);
    const previous = await repo.source(teamCode);
    await repo.saveSource(
      {
        teamCode,
        source: input.source,
        origin: ref.origin,
        dbuTeamId: ref.teamId,
        poolId: ref.poolId,
        poolTitle: title ?? previous?.poolTitle ?? `Pulje ${ref.poolId}`,
      },
      now,
    );
    return statusOf(teamCode);
  }

  /** Sends the notices found so far, unless it is quiet hours (22–07): then the next run after. */
  async function sendNotices(now: Date): Promise<number> {
    if (inQuietHours(now)) return 0;
    const notices = await repo.takeUnsentNotices(now);
    for (const n of notices) {
      deps.events.emit('dbu.notice', { matchId: n.matchId, title: n.title, body: n.body, userIds: n.userIds });
      if (n.kind !== 'moved') continue;
      const people = await repo.recipients(n.userIds);
      await deps.mail.enqueue(
        people.map((p) => ({
          kind: 'match_changed' as const,
          eventKey: `dbu-notice:${n.id}`,
          to: p.email,
          userId: p.id,
          content: {
            subject: n.body,
            greeting: 'Hej,',
            paragraphs: [`${n.body}.`, 'Tidspunktet og stedet kommer fra DBU’s kampprogram.'],
            action: { label: 'Se kampen', url: deps.mail.link('/matches') },
            reason: 'Du får denne e-mail, fordi du har svaret på kampen eller er udtaget til den.',
          },
        })),
      );
    }
    return notices.length;
  }

  async function runTeam(teamCode: string, now: Date): Promise<SyncOutcome> {
    try {
      return await syncTeam(repo, sources, teamCode, now, invalidate);
    } catch (error) {
      if (uniqueViolation(error)) throw conflict('Holdet bliver hentet fra DBU lige nu. Prøv igen om lidt.');
      throw error;
    }
  }

  return {
    repo,
    sources,
    http,
    statusOf,
    saveSource,
    sendNotices,

    /** Staff see every team's address, changes and errors; everyone else when each team was last read. */
    async overview(staff: boolean): Promise<DbuOverview> {
      const rows = await repo.sources();
      const names = new Map((await repo.teamsList()).map((t) => [t.code, t.displayName]));
      const teams = rows.map((r) => toStatus(r, names.get(r.teamCode) ?? r.teamCode));
      return {
        apiKey: staff ? { set: Boolean(await apiKey()), fromEnvironment: Boolean(cfg.apiKey) } : { set: false, fromEnvironment: false },
        teams: staff ? teams : teams.map((t) => ({ ...t, address: '', lastChanges: null, lastError: null, nextRetryAt: null })),
      };
    },

    async removeSource(teamCode: string) {
      if (!(await repo.source(teamCode))) throw notFound(NOT_FOLLOWING);
      await repo.removeSource(teamCode);
    },

    /** 'Hent fra DBU nu': one team, now; its notices go at once outside quiet hours. */
    async syncNow(teamCode: string, now: Date) {
      const row = await repo.source(teamCode);
      if (!row) throw notFound(NOT_FOLLOWING);
      if (row.lastSyncedAt && now.getTime() - row.lastSyncedAt.getTime() < SYNC_NOW_GAP_MS)
        throw conflict('Holdet blev hentet fra DBU for under et minut siden. Prøv igen om lidt.');
      const outcome = await runTeam(teamCode, now);
      await sendNotices(now);
      return { ok: outcome.ok, message: outcome.message, status: await statusOf(teamCode) };
    },

    /**
     * The nightly run: every team, each taken by one instance only (the claim on the night's
     * date), so two instances on one database ask DBU once per page per team.
     */
    async runNightly(now: Date) {
      const runKey = instantToCopenhagen(now).date;
      const outcomes: Record<string, SyncOutcome> = {};
      for (const row of await repo.sources()) {
        if (!(await repo.claim(row.teamCode, runKey))) continue;
        outcomes[row.teamCode] = await runTeam(row.teamCode, now);
      }
      await sendNotices(now);
      return outcomes;
    },

    /** Teams whose last run failed, once their back-off has passed. */
    async runRetries(now: Date) {
      let runs = 0;
      for (const row of await repo.dueRetries(now)) {
        // Pushed on while this run reads the team: another instance then leaves it.
        if (!(await repo.claimRetry(row.teamCode, row.nextRetryAt!, new Date(now.getTime() + 3600_000)))) continue;
        await runTeam(row.teamCode, now);
        runs++;
      }
      if (runs > 0) await sendNotices(now);
      return runs;
    },

    async setApiKey(value: string | null) {
      await repo.setApiKey(value);
      return { set: Boolean(await apiKey()) };
    },
  };
}
export type DbuSyncService = ReturnType<typeof dbuSyncService>;
