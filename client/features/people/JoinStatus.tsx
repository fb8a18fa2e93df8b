import { MailPlus, MailX } from 'lucide-react';
import { useState } from 'react';
import type { JoinStatus } from '@common/contracts/join-status';
import type { Person } from '@common/contracts/people';
import { canForTeam } from '@common/domain/team-scope';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { sendAndTell } from './send-invitations';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useSendInvitation, useWithdrawInvitation } from './invitation-api';

/** The list's words for how far a person has come (decision 101), with the day of the last mail. */
export function joinStatusText(status: JoinStatus): string {
  switch (status.state) {
    case 'joined':
      return 'Oprettet';
    case 'invited':
      return status.invitedAt ? `Inviteret ${formatDate(status.invitedAt)}` : 'Inviteret';
    case 'reminded':
      return status.remindedAt ? `Påmindet ${formatDate(status.remindedAt)}` : 'Påmindet';
    case 'expired':
      return 'Udløbet';
    case 'withdrawn':
      return 'Trukket tilbage';
    case 'not_invited':
      return 'Ikke inviteret';
    case 'no_email':
      return 'Ikke inviteret (ingen e-mail)';
  }
}

const TONES: Record<JoinStatus['state'], BadgeTone> = {
  joined: 'green',
  invited: 'blue',
  reminded: 'blue',
  expired: 'amber',
  withdrawn: 'grey',
  not_invited: 'grey',
  no_email: 'grey',
};

export function JoinStatusBadge({ status }: { status: JoinStatus }) {
  return <Badge tone={TONES[status.state]}>{joinStatusText(status)}</Badge>;
}

/**
 * Send, send again and withdraw a person's invitation, for those who may (admin and board any
 * person, a coach the people of the teams they coach; decision 101). Nothing for someone who
 * has joined or has no address.
 */
export function InvitationActions({
  person,
}: {
  person: Pick<Person, 'id' | 'firstName' | 'lastName' | 'team' | 'joinStatus'>;
}) {
  const { user } = useCurrentUser();
  const send = useSendInvitation();
  const withdraw = useWithdrawInvitation();
  const [confirm, setConfirm] = useState(false);
  const state = person.joinStatus.state;
  if (!user || !canForTeam(user, 'invitations.personal', person.team)) return null;
  if (state === 'joined' || state === 'no_email') return null;
  const name = `${person.firstName} ${person.lastName}`;
  const out = state === 'invited' || state === 'reminded';
  const verb = state === 'not_invited' ? 'Send invitation til' : 'Send invitationen igen til';

  const onSend = () => sendAndTell(() => send.mutateAsync(person.id), 'Invitation sendt', 'Ikke sendt');
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(person.id);
      showToast({
        title: 'Invitationen er trukket tilbage',
        description: `Linket til ${name} virker ikke længere.`,
        variant: 'success',
      });
      setConfirm(false);
    } catch (error) {
      showToast({
        title: 'Kunne ikke trække tilbage',
        description: errorMessage(error, 'Prøv igen om lidt.'),
        variant: 'error',
      });
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${verb} ${name}`}
        title={verb.replace(' til', '')}
        loading={send.isPending}
        onClick={() => void onSend()}
      >
        <MailPlus size={18} aria-hidden="true" />
      </Button>
      {out ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Træk invitationen til ${name} tilbage`}
          title="Træk invitationen tilbage"
          onClick={() => setConfirm(true)}
        >
          <MailX size={18} aria-hidden="true" />
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title="Træk invitationen tilbage?"
        description={`Linket til ${name} holder op med at virke med det samme, og der kommer ingen påmindelser.`}
        confirmLabel="Træk tilbage"
        busy={withdraw.isPending}
        onConfirm={() => void onWithdraw()}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}
