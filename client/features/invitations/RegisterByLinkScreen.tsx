import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LinkRole } from '@common/contracts/invitations';
import { setAuthToken } from '../../lib/auth-token';
import { showToast } from '../../lib/toast-store';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { registrationTokenQuery } from './invitations-api';
import { RegisterByLinkForm } from './RegisterByLinkForm';
import './invitations.css';
import { ButtonLink } from '../../ui/ButtonLink';

const TITLES: Record<LinkRole, string> = { player: 'Spillerregistrering', coach: 'Trænerregistrering', board: 'Bestyrelsesregistrering' };
const REDIRECT_MS = 2000;

/** /register/{player,coach,board}?token=… (part 2 §2, §4, §8). */
export function RegisterByLinkScreen({ kind }: { kind: LinkRole }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const check = useQuery({ ...registrationTokenQuery(token), enabled: Boolean(token), retry: false });

  useEffect(() => {
    if (token) return;
    showToast({ title: 'Ugyldig adgang', description: 'Du skal bruge et gyldigt registreringslink fra din træner', variant: 'error' });
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  if (!token) return <Spinner />;
  if (check.isLoading) return <Spinner />;
  if (done) {
    return (
      <div className="screen">
        <Card className="register-done">
          <CheckCircle2 size={48} aria-hidden="true" color="var(--success)" />
          <h1>Velkommen i klubben!</h1>
          <p className="muted">Din konto er oprettet. Du bliver sendt videre om et øjeblik …</p>
        </Card>
      </div>
    );
  }
  if (check.isError || !check.data?.valid || check.data.role !== kind) {
    return (
      <div className="screen">
        <EmptyState icon={<LinkIcon size={32} />} title="Ugyldigt Link">
          <p className="muted">Registreringslinket er enten udløbet eller ugyldigt</p>
          <ButtonLink to="/">
            Gå til login
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="screen">
      <PageHeader title={TITLES[kind]} subtitle="Udfyld dine oplysninger for at oprette din konto" />
      <Card>
        <RegisterByLinkForm
          kind={kind}
          token={token}
          onDone={(result) => {
            setAuthToken(result.token, false);
            setDone(true);
            showToast({ title: 'Registrering gennemført!', variant: 'success' });
            setTimeout(() => window.location.assign('/'), REDIRECT_MS);
          }}
        />
      </Card>
    </div>
  );
}

export const RegisterPlayerScreen = () => <RegisterByLinkScreen kind="player" />;
export const RegisterCoachScreen = () => <RegisterByLinkScreen kind="coach" />;
export const RegisterBoardScreen = () => <RegisterByLinkScreen kind="board" />;
