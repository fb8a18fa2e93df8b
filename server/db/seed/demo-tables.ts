import { standingsFromResults, type MatchResult } from '@common/domain/league-standings';
import type { federationTeamStats } from '../schema';
import { tableRowOf } from '../../features/statistics';

type NewRow = typeof federationTeamStats.$inferInsert;

interface Deduction {
  team: string;
  points: number;
  remark: string;
}

/**
 * The four default league tables (decision D13), with the club's own row marked. Teams are
 * listed strongest first; the own team is placed among them by its index. One team has a point
 * deduction with DBU's remark, so the '!' and its explanation show on Stilling.
 */
const TABLES: Array<{ teamCode: string; league: string; own: string; ownRank: number; others: string[]; deduction?: Deduction }> = [
  { teamCode: 'serie_3_pulje_5', league: 'Serie 3 Efterår, pulje 5', own: 'RU', ownRank: 2,
    others: ['Hvidovre IF', 'B.93', 'Fremad Valby', 'Husum BK', 'Vanløse IF', 'Skovshoved IF', 'BK Frem', 'Avedøre IF', 'Tårnby FF', 'Kastrup BK'],
    deduction: { team: 'Tårnby FF', points: 3, remark: 'Fratrukket 3 point jf. turneringsreglementets § 9 (udeblivelse)' } },
  { teamCode: 'serie_5_pulje_6', league: 'Serie 5 Efterår, pulje 6', own: 'RU 2', ownRank: 4,
    others: ['Dragør BK', 'Sundby BK', 'Hellerup IK', 'Valby BK', 'Østerbro IF', 'BK Skjold', 'Brønshøj BK', 'Rødovre BK', 'KB'] },
  { teamCode: 'serie_4_pulje_9', league: 'Serie 4 Efterår, pulje 9', own: 'RU 3', ownRank: 6,
    others: ['Frederiksberg BK', 'Husum BK 2', 'B.93 2', 'Vanløse IF 2', 'Tårnby FF 2', 'Avedøre IF 2', 'Hvidovre IF 3', 'Kastrup BK 2', 'Sundby BK 2'] },
  { teamCode: 'herresenior_2_pulje_5', league: 'Herresenior 2 (motionsrækken) 8:8, pulje 5', own: 'RU Motion', ownRank: 7,
    others: ['Valby BK', 'Fremad Valby', 'BK Frem', 'Skovshoved IF', 'Hellerup IK', 'Østerbro IF', 'Brønshøj BK'] },
];

interface Rng {
  next(): number;
}

/** Every team meets every other once (the circle method), round by round, home and away alternating. */
export function roundRobin(teams: readonly string[]): Array<[home: string, away: string]> {
  const slots: Array<string | null> = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  const pairs: Array<[string, string]> = [];
  for (let round = 0; round < n - 1; round++) {
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i];
      const b = slots[n - 1 - i];
      if (a && b) pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    slots.splice(1, 0, slots.pop()!);
  }
  return pairs;
}

/** Goals for a side: five chances, each likelier the stronger the side is than its opponent. */
function goals(rng: Rng, attack: number, defence: number): number {
  const chance = 0.1 + 0.28 * ((attack - defence + 1) / 2);
  let scored = 0;
  for (let i = 0; i < 5; i++) if (rng.next() < chance) scored++;
  return scored;
}

/** A season played out: results from the teams' strengths, the table computed from them. */
export function demoTables(rng: Rng): NewRow[] {
  return TABLES.flatMap((table) => {
    const teams = [...table.others];
    teams.splice(Math.min(table.ownRank, teams.length), 0, table.own);
    const strength = new Map(teams.map((t, i) => [t, 1 - i / (teams.length - 1)]));
    const results: MatchResult[] = roundRobin(teams).map(([home, away]) => ({
      home,
      away,
      // A little home advantage.
      homeGoals: goals(rng, strength.get(home)! + 0.1, strength.get(away)!),
      awayGoals: goals(rng, strength.get(away)!, strength.get(home)!),
    }));
    const { deduction } = table;
    const deductions = new Map(deduction ? [[deduction.team, deduction.points]] : []);
    return standingsFromResults(teams, results, deductions).map((row) => ({
      teamCode: table.teamCode,
      ...tableRowOf(row, {
        season: '2026',
        league: table.league,
        isOwnTeam: row.team === table.own,
        remark: row.team === deduction?.team ? deduction.remark : null,
      }),
    }));
  });
}
