/** What other parts of the app (Hjem 'Til dig', Kalender) use of Kampe. */
export { MatchItem } from './MatchItem';
export { MatchAnswers, matchTakesAnswers } from './MatchAnswers';
export { MatchAvailabilityCard } from './MatchAvailabilityCard';
export { HomeAvailabilityCard, NextMatchTile, UpcomingMatchesCard } from './HomeMatchCards';
export { useMatches, MATCHES_KEY } from './matches-api';
