import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LinkIcon, MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { personalInvitationsEndpoints as api } from '@common/contracts/endpoints/invitations';
import { errorMessage } from '../../../lib/api';
import { call, queryKeyOf } from '../../../lib/api-client';
import { setAuthToken } from '../../../lib/auth-token';
import { showToast } from '../../../lib/toast-store';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { Spinner } from '../../../ui/Spinner';
import { InviteeForm } from './InviteeForm';
import '../invitations.css';
import { ButtonLink } from '../../../ui/ButtonLink';

const REDIRECT_MS = 2000;

/** A page with nothing to fill in: its title is the page's heading. */
function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="screen">
      <Card className="register-done">
        {icon}
        <h1>{title}</h1>
        {children}
      </Card>
    </div>
  );
}

/**
 * /invitation?token=… (decision 101): the personal invitation from the mail. A live link shows
 * what the club knows and asks for the rest; a link that ran out offers 'Send et nyt link', which
 * mails the address the club has (the same answer whatever happened).
 */
export default function PersonalInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [renewed, setRenewed] = useState<string>();
  const [renewing, setRenewing] = useState(false);
  const page = useQuery({
    queryKey: queryKeyOf(api.open, { query: { token } }),
    queryFn: () => call(api.open, { query: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

  const renew = async () => {
    setRenewing(true);
    try {
      setRenewed((await call(api.renew, { body: { token } })).message);
    } catch (error) {
      showToast({
        title: 'Kunne ikke sende',
        description: errorMessage(error, 'Prøv igen om lidt.'),
        variant: 'error',
      });
    } finally {
      setRenewing(false);
    }
  };

  if (token && page.isLoading) return <Spinner />;
  if (done) {
    return (
      <div className="screen">
        <Card className="register-done">
          <CheckCircle2 size={48} aria-hidden="true" color="var(--success)" />
          <h1>Velkommen i klubben!</h1>
          <p className="muted">Du er oprettet. Du bliver sendt videre om et øjeblik …</p>
        </Card>
      </div>
    );
  }
  const view = page.data;
  if (view?.status === 'valid') {
    return (
      <div className="screen">
        <PageHeader
          title={`Velkommen, ${view.firstName}`}
          subtitle={
            view.team
              ? `Du er oprettet på ${view.team}. Vælg en adgangskode, så er du med.`
              : 'Vælg en adgangskode, så er du med.'
          }
        />
        <Card>
          <InviteeForm
            token={token}
            view={view}
            onDone={(result) => {
              setAuthToken(result.token, false);
              setDone(true);
              showToast({ title: 'Du er oprettet!', variant: 'success' });
              setTimeout(() => window.location.assign('/'), REDIRECT_MS);
            }}
          />
        </Card>
      </div>
    );
  }
  if (view?.status === 'joined') {
    return (
      <Notice
        icon={<CheckCircle2 size={40} aria-hidden="true" color="var(--success)" />}
        title="Du er allerede oprettet"
      >
        <p className="muted">Log ind med dit brugernavn og den adgangskode, du valgte.</p>
        <ButtonLink to="/">
          Gå til login
        </ButtonLink>
      </Notice>
    );
  }
  if (view?.status === 'expired') {
    return (
      <Notice icon={<MailCheck size={40} aria-hidden="true" />} title="Linket er udløbet">
        {renewed ? (
          <p role="status">{renewed}</p>
        ) : (
          <>
            <p className="muted">
              Linket virker ikke længere: det er udløbet, eller der er sendt et nyere. Vi kan sende et nyt
              link til den email, klubben har.
            </p>
            <Button onClick={() => void renew()} loading={renewing}>
              Send et nyt link
            </Button>
          </>
        )}
      </Notice>
    );
  }
  return (
    <Notice icon={<LinkIcon size={40} aria-hidden="true" />} title="Ugyldigt link">
      <p className="muted">Linket virker ikke. Spørg din træner eller klubben om en ny invitation.</p>
      <ButtonLink to="/">
        Gå til login
      </ButtonLink>
    </Notice>
  );
}
