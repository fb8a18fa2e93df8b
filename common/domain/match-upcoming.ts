import type { MatchStatus } from '../contracts/matches';

interface DatedMatch {
  date: string;
  status: MatchStatus;
  team: string;
}

const time = (m: DatedMatch) => new Date(m.date).getTime();

/** Upcoming = scheduled and in the future (part 1 §4). */
export function isUpcoming(match: DatedMatch, now: Date): boolean {
  return match.status === 'scheduled' && time(match) > now.getTime();
}

/** The Afsluttede tab = completed or dated in the past (part 1 §4). */
export function isInCompletedTab(match: DatedMatch, now: Date): boolean {
  return match.status === 'completed' || time(match) < now.getTime();
}

/** Kommende: soonest first. */
export function upcomingMatches<T extends DatedMatch>(matches: readonly T[], now: Date): T[] {
  return matches.filter((m) => isUpcoming(m, now)).sort((a, b) => time(a) - time(b));
}

/** Afsluttede: most recent first. */
export function completedMatches<T extends DatedMatch>(matches: readonly T[], now: Date): T[] {
  return matches.filter((m) => isInCompletedTab(m, now)).sort((a, b) => time(b) - time(a));
}

/**
 * The matches that concern a person on Hjem: their own team's when they have one, else all.
 * A player's next match is never another team's.
 */
export function upcomingFor<T extends DatedMatch>(matches: readonly T[], team: string | null, now: Date, limit: number): T[] {
  const upcoming = upcomingMatches(matches, now);
  const own = team ? upcoming.filter((m) => m.team === team) : upcoming;
  return own.slice(0, limit);
}

/** The next match tile's match (player and coach): the first upcoming one of their team. */
export function nextMatchFor<T extends DatedMatch>(matches: readonly T[], team: string | null, now: Date): T | null {
  return upcomingFor(matches, team, now, 1)[0] ?? null;
}
