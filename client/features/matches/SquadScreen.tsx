import { Users } from 'lucide-react';
import { useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useCanForTeam, useCurrentUser } from '../../lib/session';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useMatches } from './matches-api';
import { useSquad } from './squad-api';
import './matches.css';
import { PublishedSquad } from './PublishedSquad';
import { SquadEditor } from './SquadEditor';

/** Udtagelse (decision 070): the coach's picker, or the published squad for the players. */
export default function SquadScreen() {
  const id = Number(useParams().id);
  const { forTeam } = useCanForTeam();
  const { user } = useCurrentUser();
  const squad = useSquad(id);
  const matches = useMatches();
  const match = matches.data?.find((m) => m.id === id);
  // A coach picks for the teams they coach (D20); another team's squad they only read.
  const manage = forTeam('matches.squad.manage', match?.team ?? null);
  const subtitle = match
    ? `${match.teamName} mod ${match.opponent} · ${formatDateTime(match.date)}`
    : undefined;

  return (
    <div className="screen">
      <PageHeader title="Udtagelse" subtitle={subtitle} backTo="/matches" />
      {squad.isLoading ? (
        <Spinner />
      ) : !squad.data || !user ? (
        <EmptyState icon={<Users size={32} />} title="Holdet er ikke offentliggjort endnu">
          Du får besked, når træneren har udtaget holdet.
        </EmptyState>
      ) : manage ? (
        <SquadEditor matchId={id} match={match} squad={squad.data} />
      ) : (
        <>
          {squad.data.status === 'draft' ? (
            <Card aria-label="Kladde">
              <CardTitle>Kladde</CardTitle>
              <p className="small muted">Holdet er ikke offentliggjort endnu.</p>
            </Card>
          ) : null}
          <PublishedSquad squad={squad.data} userId={user.id} matchTeam={match?.team} />
        </>
      )}
    </div>
  );
}
