import { CalendarDays, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { isHomeVenue } from '@common/domain/match-badge';
import { formatDateTime } from '../../lib/format';
import { useCan, useCurrentUser } from '../../lib/session';
import { Card, CardTitle } from '../../ui/Card';
import { SkeletonLine } from '../../ui/Skeleton';
import { homeMatchPlan } from './home-match-plan';
import { MatchAvailabilityCard } from './MatchAvailabilityCard';
import { MatchItem } from './MatchItem';
import { useMatches } from './matches-api';
import './matches.css';

/**
 * Hjem's matches without repeating one (decision 098): `shown` holds what 'Til dig' above shows
 * (keys from `eventKey`); the plan says which match each card shows and where its answer is.
 */
function useHomeMatches(shown: ReadonlySet<string>, answersAbove?: ReadonlySet<string>) {
  const { user } = useCurrentUser();
  const matches = useMatches();
  const person = { role: user?.role ?? 'none', team: user?.team ?? null };
  const plan = homeMatchPlan(matches.data ?? [], person, new Date(), shown, answersAbove);
  return { ...plan, isLoading: matches.isLoading };
}

const NOTHING_SHOWN: ReadonlySet<string> = new Set();

/** Hjem: next match tile (player and coach): the match, never its answer buttons. */
export function NextMatchTile() {
  const can = useCan();
  const { next, isLoading } = useHomeMatches(NOTHING_SHOWN);
  if (!can('home.nextTiles')) return null;
  return (
    <Card aria-label="Næste kamp">
      <CardTitle icon={<Trophy size={18} aria-hidden="true" />}>Næste kamp</CardTitle>
      {isLoading ? (
        <SkeletonLine />
      ) : next ? (
        <div>
          <p className="match-opponent">{next.opponent}</p>
          <p className="small muted">{formatDateTime(next.date)}</p>
          <p className="small muted">
            {isHomeVenue(next.venue) ? 'Hjemme' : 'Ude'}
            {next.location ? ` · ${next.location}` : ''}
          </p>
        </div>
      ) : (
        <p className="small muted">
          Ingen planlagte kampe. <Link to="/matches">Se kampe</Link>
        </p>
      )}
    </Card>
  );
}

/**
 * Hjem: Klar / Ikke klar for the person's team's next match, unless 'Til dig' above has its
 * buttons (`answersAbove`; then staff see the answers only, and a player nothing more here);
 * staff without a team see the answers only.
 */
export function HomeAvailabilityCard({ answersAbove = NOTHING_SHOWN }: { answersAbove?: ReadonlySet<string> }) {
  const { next, answerInCard } = useHomeMatches(NOTHING_SHOWN, answersAbove);
  return <MatchAvailabilityCard match={next} answer={answerInCard} />;
}

/**
 * Hjem: 2 upcoming for player or coach, 3 compact for member, board and admin, after the next
 * match the cards above show and without what 'Til dig' shows; a link to /matches.
 */
export function UpcomingMatchesCard({ shown = NOTHING_SHOWN }: { shown?: ReadonlySet<string> }) {
  const { user } = useCurrentUser();
  const { upcoming: list, isLoading } = useHomeMatches(shown);
  if (!user || user.role === 'none') return null;
  const personal = user.role === 'player' || user.role === 'coach';
  return (
    <Card aria-label="Kommende kampe">
      <div className="row-between">
        <CardTitle icon={<CalendarDays size={18} aria-hidden="true" />}>Kommende kampe</CardTitle>
        <Link to="/matches" className="small">
          Se alle kampe
        </Link>
      </div>
      {isLoading ? (
        <SkeletonLine />
      ) : list.length ? (
        <ul className="list">
          {list.map((m) => (
            <MatchItem key={m.id} match={m} compact={!personal} showTeam={!personal} answers />
          ))}
        </ul>
      ) : (
        <p className="small muted">Ingen kommende kampe</p>
      )}
    </Card>
  );
}
