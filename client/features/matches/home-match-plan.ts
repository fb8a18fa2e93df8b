import { eventKey } from '@common/contracts/plain-values';
import type { MatchStatus } from '@common/contracts/matches';
import { nextMatchFor, upcomingFor } from '@common/domain/match-upcoming';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';

interface DatedMatch {
  id: number;
  date: string;
  status: MatchStatus;
  team: string;
}

export interface HomeMatchPlan<T> {
  /** The next match tile's and the availability card's match: the person's team's next one (everyone's without a team). */
  next: T | null;
  /** Klar / Ikke klar in the availability card: not when 'Til dig' above already asks for the answer. */
  answerInCard: boolean;
  /** Kommende kampe: the matches after what Hjem shows above, 2 for player and coach, 3 for others. */
  upcoming: T[];
}

/**
 * Hjem's match cards without repeating a match (decision 098): 'Til dig' comes first, so a match
 * it shows (`shown`, keys from `eventKey`) is left out of Kommende kampe, and one whose answer
 * buttons it shows (`answersAbove`) has none in the availability card; the next match, which the
 * next match tile (player, coach) or the availability card (board, admin) shows, is left out of
 * Kommende kampe too, which starts after it.
 */
export function homeMatchPlan<T extends DatedMatch>(
  matches: readonly T[],
  person: { role: Role; team: string | null },
  now: Date,
  shown: ReadonlySet<string>,
  answersAbove: ReadonlySet<string> = shown,
): HomeMatchPlan<T> {
  const personal = person.role === 'player' || person.role === 'coach';
  const next = nextMatchFor(matches, person.team, now);
  const nextShown = can(person.role, 'home.nextTiles') || can(person.role, 'matches.availability.viewAll');
  const upcoming = upcomingFor(matches, personal ? person.team : null, now, Number.POSITIVE_INFINITY)
    .filter((m) => !(nextShown && m.id === next?.id) && !shown.has(eventKey('match', m.id)))
    .slice(0, personal ? 2 : 3);
  return { next, answerInCard: !!next && !answersAbove.has(eventKey('match', next.id)), upcoming };
}
