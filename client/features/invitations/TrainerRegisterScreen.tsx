import { useCanForTeam } from '../../lib/session';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { LinkGenerator } from './LinkGenerator';
import { useGenerateTrainerLink } from './invitations-api';
import './invitations.css';

/** Registrer spiller (/trainer/register-player): coach and admin make a player link for a team. */
export default function TrainerRegisterScreen() {
  const generate = useGenerateTrainerLink();
  const { forTeam } = useCanForTeam();
  return (
    <div className="screen">
      <PageHeader title="Registrer spiller" backTo="/" />
      <Card>
        <p className="muted">
          Vælg holdet og hvor længe linket skal virke, og del linket eller QR-koden med den nye spiller.
        </p>
        <LinkGenerator
          role="player"
          needsTeam
          buttonLabel="Generer registreringslink"
          generate={(team, validity) => generate.mutateAsync({ team, validity })}
          teamFilter={(code) => forTeam('invitations.trainer', code)}
        />
      </Card>
    </div>
  );
}
