import type { MatchStatus } from '../contracts/matches';

export type MatchBadge = 'Sejr' | 'Nederlag' | 'Uafgjort' | 'Afsluttet' | 'Aflyst' | 'Bekræftet';

interface ScoredMatch {
  venue: string;
  status: MatchStatus;
  homeScore: number | null;
  awayScore: number | null;
}

/** The venue rule (part 1 §4): the club plays at home when the text contains 'hjemme' or is 'home'. */
export function isHomeVenue(venue: string): boolean {
  const v = venue.trim().toLowerCase();
  return v.includes('hjemme') || v === 'home';
}

/** The club's goals and the opponent's, by the venue rule; null without both scores. */
export function clubScore(match: ScoredMatch): { club: number; opponent: number } | null {
  if (match.homeScore === null || match.awayScore === null) return null;
  return isHomeVenue(match.venue)
    ? { club: match.homeScore, opponent: match.awayScore }
    : { club: match.awayScore, opponent: match.homeScore };
}

/** Sejr / Nederlag / Uafgjort judged from the club's side; Afsluttet without scores; Aflyst; else Bekræftet. */
export function matchBadge(match: ScoredMatch): MatchBadge {
  if (match.status === 'cancelled') return 'Aflyst';
  if (match.status !== 'completed') return 'Bekræftet';
  const score = clubScore(match);
  if (!score) return 'Afsluttet';
  if (score.club > score.opponent) return 'Sejr';
  if (score.club < score.opponent) return 'Nederlag';
  return 'Uafgjort';
}

/** The score as shown: home–away when the venue is home, else reversed (the club's goals first). */
export function displayScore(match: ScoredMatch): string | null {
  const score = clubScore(match);
  return score ? `${score.club} – ${score.opponent}` : null;
}
