import { z } from 'zod';
import { copenhagenToInstant } from '@common/domain/time';
import { DbuFetchError, type DbuHttp } from '../../integrations/dbu/dbu-http';
import type { StandingRow } from '../statistics';
import type { DbuSource } from './dbu-source';
import type { DbuMatch } from './parse-kampprogram';

const int = z.coerce.number().int().min(0).max(100000);
const name = z.string().trim().min(1).max(120);
const matchList = z.object({
  MatchList: z
    .array(
      z.object({
        Id: z.union([z.number(), z.string()]).transform(String),
        MatchDateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
        RoundNo: z.unknown().optional(),
        HomeTeamName: name,
        HomeTeamScore: int.nullish(),
        AwayTeamName: name,
        AwayTeamScore: int.nullish(),
        StadiumName: z.string().max(120).nullish(),
      }),
    )
    .max(200),
});
const positionList = z.object({
  TeamPositionList: z
    .array(
      z.object({
        TeamId: z.unknown().optional(),
        TeamName: name,
        IsClubTeam: z.boolean().optional(),
        Sort: int,
        NoOfMatch: int,
        MatchWon: int,
        MatchDrawn: int,
        MatchLost: int,
        Score: int,
        ScoreAgainst: int,
        Point: z.coerce.number().int().min(-1000).max(100000),
      }),
    )
    .max(60),
});

/**
 * DBU's KlubWeb API (`TeamMatch`, `TeamPoolPosition`), for clubs with a KlubOffice API key. The
 * key travels in the query string: http.get never logs or stores a URL with its query. The API
 * has no remarks: the sync keeps the ones the table already has.
 */
export function dbuApiSource(http: DbuHttp, apiBase: string, apiKey: () => Promise<string | null>): DbuSource {
  const call = async <T>(method: string, poolId: string, teamId: string, schema: z.ZodType<T>) => {
    const key = await apiKey();
    if (!key) throw new DbuFetchError('Klubbens API-nøgle til DBU mangler. Angiv den under Systemindstillinger.', false);
    const url = `${apiBase}/${method}?${new URLSearchParams({ APIKey: key, PoolId: poolId, TeamId: teamId })}`;
    const page = await http.get(url, {}, 'application/json');
    if (page.status !== 'ok') return null;
    let json: unknown;
    try {
      json = JSON.parse(page.body);
    } catch {
      throw new DbuFetchError('DBU svarede med noget der ikke kunne læses', true);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new DbuFetchError('DBU svarede med noget der ikke kunne læses', false);
    return parsed.data;
  };
  return {
    kind: 'api',
    async read(ref, memo) {
      const matchesAnswer = await call('TeamMatch', ref.poolId, ref.teamId, matchList);
      const positions = await call('TeamPoolPosition', ref.poolId, ref.teamId, positionList);
      const matches: DbuMatch[] | null =
        matchesAnswer?.MatchList.flatMap((m) => {
          // Danish local time without an offset.
          const kickoff = copenhagenToInstant(m.MatchDateTime.slice(0, 10), m.MatchDateTime.slice(11, 16));
          if (Number.isNaN(kickoff.getTime())) return [];
          return [{
            dbuId: m.Id,
            matchNumber: null,
            kickoff,
            home: m.HomeTeamName,
            away: m.AwayTeamName,
            homeScore: m.HomeTeamScore ?? null,
            awayScore: m.AwayTeamScore ?? null,
            forfeit: null,
            stadium: m.StadiumName?.trim() || null,
          }];
        }) ?? null;
      const standings: StandingRow[] | null =
        positions?.TeamPositionList.map((p, i) => ({
          position: p.Sort || i + 1,
          team: p.TeamName,
          played: p.NoOfMatch,
          wins: p.MatchWon,
          draws: p.MatchDrawn,
          losses: p.MatchLost,
          goalsFor: p.Score,
          goalsAgainst: p.ScoreAgainst,
          goalDiff: p.Score - p.ScoreAgainst,
          points: p.Point,
          form: [],
          remark: null,
        })) ?? null;
      return { poolTitle: null, matches, standings, memo };
    },
  };
}
