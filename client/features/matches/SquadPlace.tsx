import { Link } from 'react-router';
import type { Match } from '@common/contracts/matches';
import { squadPlaceText } from '@common/domain/squads';
import { useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';

/**
 * The player's own place once the squad is published (decision 070): 'Du er udtaget', 'Du er
 * reserve', or for the team's other players 'Ikke udtaget denne gang'. Nothing before publishing.
 */
export function SquadPlace({ match, link = true }: { match: Match; link?: boolean }) {
  const { user } = useCurrentUser();
  if (!user || match.mySquad === null) return null;
  if (match.mySquad === 'none' && user.team !== match.team) return null;
  const selection = match.mySquad === 'none' ? null : match.mySquad;
  const tone = selection === 'reserve' ? 'amber' : selection ? 'green' : 'grey';
  return (
    <p className="squad-place" data-testid={`squad-place-${match.id}`}>
      <Badge tone={tone}>{squadPlaceText(selection)}</Badge>
      {link ? (
        <Link to={`/matches/${match.id}/squad`} className="small">
          Se holdet
        </Link>
      ) : null}
    </p>
  );
}
