import type { federationTeamStats } from '../schema';

type NewRow = typeof federationTeamStats.$inferInsert;

/** The four default league tables (decision D13), with the club's own row marked. */
const TABLES: Array<{ teamCode: string; league: string; own: string; others: string[] }> = [
  { teamCode: 'serie_3_pulje_5', league: 'Serie 3 Efterår, pulje 5', own: 'RU',
    others: ['Hvidovre IF', 'B.93', 'Fremad Valby', 'Husum BK', 'Vanløse IF', 'Skovshoved IF', 'BK Frem', 'Avedøre IF', 'Tårnby FF', 'Kastrup BK'] },
  { teamCode: 'serie_5_pulje_6', league: 'Serie 5 Efterår, pulje 6', own: 'RU 2',
    others: ['Dragør BK', 'Sundby BK', 'Hellerup IK', 'Valby BK', 'Østerbro IF', 'BK Skjold', 'Brønshøj BK', 'Rødovre BK', 'KB'] },
  { teamCode: 'serie_4_pulje_9', league: 'Serie 4 Efterår, pulje 9', own: 'RU 3',
    others: ['Frederiksberg BK', 'Husum BK 2', 'B.93 2', 'Vanløse IF 2', 'Tårnby FF 2', 'Avedøre IF 2', 'Hvidovre IF 3', 'Kastrup BK 2', 'Sundby BK 2'] },
  { teamCode: 'herresenior_2_pulje_5', league: 'Herresenior 2 (motionsrækken) 8:8, pulje 5', own: 'RU Motion',
    others: ['Valby BK', 'Fremad Valby', 'BK Frem', 'Skovshoved IF', 'Hellerup IK', 'Østerbro IF', 'Brønshøj BK'] },
];

export function demoTables(rng: { int(min: number, max: number): number }): NewRow[] {
  const out: NewRow[] = [];
  TABLES.forEach((table, t) => {
    const teams = [...table.others];
    teams.splice(Math.min(2 + t * 2, teams.length), 0, table.own);
    const played = teams.length - 1;
    let points = 3 * played;
    teams.forEach((teamName, i) => {
      const wins = Math.max(0, Math.min(played, Math.round((played * (teams.length - i)) / teams.length) - rng.int(0, 1)));
      const draws = Math.min(played - wins, rng.int(0, 2));
      const losses = played - wins - draws;
      const goalsFor = wins * 2 + draws + rng.int(0, 6);
      const goalsAgainst = losses * 2 + draws + rng.int(0, 6);
      points = Math.min(points, wins * 3 + draws);
      const form = [wins > losses ? 'W' : 'L', draws > 0 ? 'D' : wins > 3 ? 'W' : 'L'];
      out.push({
        teamCode: table.teamCode,
        season: '2026',
        league: table.league,
        position: i + 1,
        teamName,
        played,
        wins,
        draws,
        losses,
        goalsFor,
        goalsAgainst,
        goalDifference: goalsFor - goalsAgainst,
        points,
        form,
        isOwnTeam: teamName === table.own,
      });
    });
  });
  return out;
}
