import { sendAndTell } from './send-invitations';
import { Button } from '../../ui/Button';
import { useInviteTeam, useTeamJoinSummary } from './invitation-api';

/**
 * The coach's team on Hjem (decision 101): "7 af 22 har ikke oprettet sig endnu", and one tap
 * that mails every one of them who has an address and got no mail in the last day.
 */
export function TeamJoinLine({ team }: { team: string }) {
  const summary = useTeamJoinSummary(team);
  const invite = useInviteTeam();
  const data = summary.data;
  if (!data || data.notJoined === 0) return null;
  const remind = () => sendAndTell(() => invite.mutateAsync(team), 'Påmindelser sendt', 'Ingen sendt');
  return (
    <div className="row wrap team-join-line">
      <p className="small" style={{ margin: 0 }}>
        <strong>
          {data.notJoined} af {data.total}
        </strong>{' '}
        har ikke oprettet sig endnu
      </p>
      {data.remindable > 0 ? (
        <Button size="sm" variant="secondary" loading={invite.isPending} onClick={() => void remind()}>
          Påmind dem ({data.remindable})
        </Button>
      ) : (
        <span className="muted small">Alle har fået en mail det seneste døgn</span>
      )}
    </div>
  );
}
