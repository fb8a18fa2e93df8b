import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { LinkResponse, LinkRole } from '@common/contracts/invitations';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { LinkResult } from './LinkResult';
import { useTeams } from '../../lib/reads/teams';
import { registrationUrl } from './invitations-api';

/** A team select (when the kind needs one) and a button that makes the link. */
export function LinkGenerator({
  role,
  needsTeam,
  generate,
  buttonLabel,
}: {
  role: LinkRole;
  needsTeam: boolean;
  generate: (team: string) => Promise<LinkResponse>;
  buttonLabel: string;
}) {
  const teams = useTeams();
  const [team, setTeam] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LinkResponse | null>(null);
  const onGenerate = async () => {
    if (needsTeam && !team) {
      setError('Vælg et hold');
      return;
    }
    setBusy(true);
    try {
      setResult(await generate(team));
    } catch {
      showToast({ title: 'Fejl', description: 'Der opstod en fejl under oprettelse af linket.', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      {needsTeam ? (
        <SelectField
          label="Hold"
          value={team}
          error={error}
          onChange={(e) => {
            setTeam(e.target.value);
            setError(undefined);
            setResult(null);
          }}
        >
          <option value="">Vælg hold</option>
          {(teams.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.displayName}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button onClick={() => void onGenerate()} loading={busy}>
        <Link2 size={16} aria-hidden="true" /> {buttonLabel}
      </Button>
      {result ? <LinkResult url={registrationUrl(role, result.token)} expiresAt={result.expiresAt} token={result.token} /> : null}
    </div>
  );
}
