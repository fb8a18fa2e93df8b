import { Goal, Pencil, Users } from 'lucide-react';
import type { Match } from '@common/contracts/matches';
import { displayScore, isHomeVenue, matchBadge } from '@common/domain/match-badge';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { BADGE_TONE } from './match-badge-tone';
import { Button } from '../../ui/Button';
import { SquadPlace } from './SquadPlace';
import { AttendanceButton } from '../../components/AttendanceButton';
import { EventCard } from '../../components/EventCard';
import { MatchAnswers } from './MatchAnswers';
import { ButtonLink } from '../../ui/ButtonLink';

/** One match: opponent, time (Copenhagen, D1), home/away, place, badge and score from the club's side. */
export function MatchItem({
  match,
  compact,
  onEdit,
  showTeam,
  squadLink,
  attendance,
  onEvents,
  answers,
  headingLevel,
}: {
  match: Match;
  /** The answer counts, faces and the person's own Klar / Ikke klar (decision 078). */
  answers?: boolean;
  compact?: boolean;
  onEdit?: (match: Match) => void;
  showTeam?: boolean;
  /** Coach and admin: a link to the match's Udtagelse. */
  squadLink?: boolean;
  /** Coach, board and admin: register who played (decision 072). */
  attendance?: boolean;
  /** Coach and admin: goal scorers, cards and Kampens spiller (decision 073). */
  onEvents?: (match: Match) => void;
  /** 2 when the list stands straight under Kampe's h1 (no team groups), so no heading level is skipped. */
  headingLevel?: 2 | 3;
}) {
  const badge = matchBadge(match);
  const score = displayScore(match);
  const home = isHomeVenue(match.venue);
  const place = `${home ? 'Hjemme' : 'Ude'}${match.location ? ` · ${match.location}` : ''}${showTeam ? ` · ${match.teamName}` : ''}`;
  return (
    <EventCard
      className={compact ? 'match-item match-item-compact' : 'match-item'}
      testId={`match-${match.id}`}
      headingLevel={headingLevel}
      date={match.date}
      cancelled={match.status === 'cancelled'}
      title={
        <>
          {home ? 'vs' : '@'} {match.opponent}
        </>
      }
      badge={
        <div className="stack match-status" style={{ alignItems: 'flex-end', gap: 4 }}>
          <Badge tone={BADGE_TONE[badge]}>{badge}</Badge>
          {match.removedAtDbu ? <Badge tone="amber">Fjernet hos DBU</Badge> : null}
          {match.forfeit ? (
            <span className="small muted">{match.forfeit === 'HHT' ? 'Hjemmehold taberdømt' : 'Udehold taberdømt'}</span>
          ) : null}
          {score ? (
            <span className="match-score" aria-label={`Resultat ${score}`}>
              {score}
            </span>
          ) : null}
        </div>
      }
      meta={[
        `${formatDateTime(match.date)}${compact && showTeam ? ` · ${match.teamName}` : ''}`,
        ...(compact ? [] : [place]),
      ]}
    >
      {!compact ? <SquadPlace match={match} /> : null}
      {squadLink ? (
        <div>
          <ButtonLink
            to={`/matches/${match.id}/squad`}
            variant="secondary"
            size="sm"
            aria-label={`Udtagelse mod ${match.opponent}`}
          >
            <Users size={14} aria-hidden="true" /> Udtagelse
          </ButtonLink>
        </div>
      ) : null}
      {onEdit || attendance || onEvents ? (
        <div className="row" style={{ flexWrap: 'wrap' }}>
          {onEvents ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEvents(match)}
              aria-label={`Målscorere mod ${match.opponent}`}
            >
              <Goal size={14} aria-hidden="true" /> Målscorere
            </Button>
          ) : null}
          {attendance ? <AttendanceButton kind="match" id={match.id} name={`mod ${match.opponent}`} /> : null}
          {onEdit ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(match)}
              aria-label={`Rediger resultat mod ${match.opponent}`}
            >
              <Pencil size={14} aria-hidden="true" /> Rediger resultat
            </Button>
          ) : null}
        </div>
      ) : null}
      {answers ? <MatchAnswers match={match} /> : null}
    </EventCard>
  );
}
