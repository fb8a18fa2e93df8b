/**
 * A league table computed from its results, the way DBU's local unions rank a pool: 3 points
 * for a win and 1 for a draw; on equal points the better goal difference, then more goals
 * scored, then the matches between the teams still level (points, goal difference, goals
 * scored in those matches). DBU draws lots after that; here the name decides, so the same
 * results always give the same table. Points DBU deducted (a walk-over, say) are taken off
 * before ranking, as dbu.dk prints them.
 */
export interface MatchResult {
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

export type FormLetter = 'W' | 'D' | 'L';

/**
 * One team's line in a league table: computed here from results, or read from DBU (the pasted
 * HTML or text, the sync). The one standing type of the app.
 */
export interface StandingRow {
  position: number;
  team: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDiff: number;
  points: number;
  /** The last results, oldest first (DBU prints five). */
  form: FormLetter[];
  /** DBU's remark ('!'), usually a point deduction: its explanation, '' without one, null for none. */
  remark: string | null;
}

const FORM_LENGTH = 5;

type Tally = Omit<StandingRow, 'position' | 'remark'>;

function tally(
  teams: readonly string[],
  results: readonly MatchResult[],
  deductions: ReadonlyMap<string, number> = new Map(),
): Map<string, Tally> {
  const table = new Map<string, Tally>(
    teams.map((team) => [
      team,
      { team, played: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, goalDiff: 0, points: 0, form: [] },
    ]),
  );
  const record = (team: string, scored: number, conceded: number) => {
    const row = table.get(team);
    if (!row) return;
    const outcome: FormLetter = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played++;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDiff = row.goalsFor - row.goalsAgainst;
    if (outcome === 'W') row.wins++;
    else if (outcome === 'D') row.draws++;
    else row.losses++;
    row.points = 3 * row.wins + row.draws - (deductions.get(team) ?? 0);
    row.form = [...row.form, outcome].slice(-FORM_LENGTH);
  };
  for (const [team, points] of deductions) {
    const row = table.get(team);
    if (row) row.points = 3 * row.wins + row.draws - points;
  }
  for (const r of results) {
    record(r.home, r.homeGoals, r.awayGoals);
    record(r.away, r.awayGoals, r.homeGoals);
  }
  return table;
}

const byRecord = (a: Tally, b: Tally) => b.points - a.points || b.goalDiff - a.goalDiff || b.goalsFor - a.goalsFor;

/** Teams level on points, goal difference and goals: ranked by the matches between them, then by name. */
function breakTie(group: Tally[], results: readonly MatchResult[]): Tally[] {
  if (group.length < 2) return group;
  const names = new Set(group.map((t) => t.team));
  const mutual = tally(
    [...names],
    results.filter((r) => names.has(r.home) && names.has(r.away)),
  );
  return [...group].sort(
    (a, b) => byRecord(mutual.get(a.team)!, mutual.get(b.team)!) || a.team.localeCompare(b.team, 'da'),
  );
}

/** Results in the order they were played (the form is read from the end); deductions in points per team. */
export function standingsFromResults(
  teams: readonly string[],
  results: readonly MatchResult[],
  deductions: ReadonlyMap<string, number> = new Map(),
): StandingRow[] {
  const sorted = [...tally(teams, results, deductions).values()].sort(byRecord);
  const ranked: Tally[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && byRecord(sorted[i]!, sorted[j]!) === 0) j++;
    ranked.push(...breakTie(sorted.slice(i, j), results));
    i = j;
  }
  // A computed table has no DBU remarks; the caller adds a deduction's own.
  return ranked.map((row, i) => ({ position: i + 1, ...row, remark: null }));
}
