import { SELECTION_LABEL, SQUAD_SELECTIONS, type Squad } from '@common/contracts/squads';
import { squadPlaceText } from '@common/domain/squads';
import { formatTime } from '../../lib/format';
import { useTeams } from '../../lib/reads/teams';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { playerName } from './squad-form';

function MeetingDetails({ squad }: { squad: Squad }) {
  if (!squad.meetAt && !squad.meetPlace && !squad.note) return null;
  return (
    <dl className="squad-meet">
      {squad.meetAt ? (
        <>
          <dt>Mødetid</dt>
          <dd>{formatTime(squad.meetAt)}</dd>
        </>
      ) : null}
      {squad.meetPlace ? (
        <>
          <dt>Mødested</dt>
          <dd>{squad.meetPlace}</dd>
        </>
      ) : null}
      {squad.note ? (
        <>
          <dt>Besked</dt>
          <dd>{squad.note}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The published squad as the players see it: their own place, the meeting and the names per place. */
export function PublishedSquad({
  squad,
  userId,
  matchTeam,
}: {
  squad: Squad;
  userId: number;
  matchTeam: string | undefined;
}) {
  const teams = useTeams();
  const teamName = (code: string | null) =>
    teams.data?.find((t) => t.code === code)?.displayName ?? code ?? '';
  const mine = squad.players.find((p) => p.userId === userId)?.selection ?? null;
  return (
    <>
      <Card aria-label="Din plads">
        <p className="squad-place">
          <Badge tone={mine === 'reserve' ? 'amber' : mine ? 'green' : 'grey'}>{squadPlaceText(mine)}</Badge>
          {mine ? <span className="small muted">{SELECTION_LABEL[mine]}</span> : null}
        </p>
        <MeetingDetails squad={squad} />
      </Card>
      {SQUAD_SELECTIONS.map((place) => {
        const players = squad.players.filter((p) => p.selection === place);
        if (!players.length) return null;
        return (
          <section key={place} className="squad-group" aria-label={SELECTION_LABEL[place]}>
            <h2>
              {SELECTION_LABEL[place]} ({players.length})
            </h2>
            <ul className="squad-list">
              {players.map((p) => (
                <li key={p.userId} className="squad-row">
                  <div>
                    <p className="squad-name">
                      {p.jerseyNumber ? `${p.jerseyNumber}. ` : ''}
                      {playerName(p)}
                    </p>
                    {p.position ? <p className="squad-sub">{p.position}</p> : null}
                  </div>
                  {matchTeam && p.team !== matchTeam ? (
                    <Badge tone="blue">Lånt fra {teamName(p.team)}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
