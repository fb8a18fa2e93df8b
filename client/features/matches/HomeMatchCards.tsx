import { CalendarDays, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { isHomeVenue } from '@common/domain/match-badge';
import { nextMatchFor, upcomingFor } from '@common/domain/match-upcoming';
import { formatDateTime } from '../../lib/format';
import { useCan, useCurrentUser } from '../../lib/session';
import { Card, CardTitle } from '../../ui/Card';
import { SkeletonLine } from '../../ui/Skeleton';
import { MatchAvailabilityCard } from './MatchAvailabilityCard';
import { MatchItem } from './MatchItem';
import { useMatches } from './matches-api';
import './matches.css';

/** The match that concerns the person now: their team's next one (everyone's next one without a team). */
function useNextMatch() {
  const { user } = useCurrentUser();
  const matches = useMatches();
  return { next: nextMatchFor(matches.data ?? [], user?.team ?? null, new Date()), isLoading: matches.isLoading };
}

/** Hjem: next match tile (player and coach). */
export function NextMatchTile() {
  const can = useCan();
  const { next, isLoading } = useNextMatch();
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

/** Hjem: Klar / Ikke klar for the person's team's next match; staff without a team see the answers only. */
export function HomeAvailabilityCard() {
  const { next } = useNextMatch();
  return <MatchAvailabilityCard match={next} />;
}

/** Hjem: 2 upcoming for player or coach, 3 compact for member, board and admin; a link to /matches. */
export function UpcomingMatchesCard() {
  const { user } = useCurrentUser();
  const matches = useMatches();
  if (!user || user.role === 'none') return null;
  const personal = user.role === 'player' || user.role === 'coach';
  const list = upcomingFor(matches.data ?? [], personal ? user.team : null, new Date(), personal ? 2 : 3);
  return (
    <Card aria-label="Kommende kampe">
      <div className="row-between">
        <CardTitle icon={<CalendarDays size={18} aria-hidden="true" />}>Kommende kampe</CardTitle>
        <Link to="/matches" className="small">
          Se alle kampe
        </Link>
      </div>
      {matches.isLoading ? (
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
