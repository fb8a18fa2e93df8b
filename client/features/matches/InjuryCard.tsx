import { useState } from 'react';
import { type SquadPlayer } from '@common/contracts/squads';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/Field';
import { useReportInjury } from './squad-api';
import { playerName } from './squad-form';

/** Decision 071: the coach registers an injury for a player, from today until further notice. */
export function InjuryCard({ matchId, players }: { matchId: number; players: SquadPlayer[] }) {
  const [userId, setUserId] = useState('');
  const report = useReportInjury(matchId);
  const submit = () =>
    report.mutate(Number(userId), {
      onSuccess: () => {
        showToast({ title: 'Spilleren er meldt skadet', variant: 'success' });
        setUserId('');
      },
      onError: (error) =>
        showErrorToast(error, { title: errorMessage(error, 'Kunne ikke melde spilleren skadet') }),
    });
  return (
    <Card aria-label="Meld en spiller skadet">
      <div className="form-row" style={{ alignItems: 'flex-end' }}>
        <SelectField
          label="Meld en spiller skadet"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
        >
          <option value="">Vælg spiller</option>
          {players.map((p) => (
            <option key={p.userId} value={p.userId}>
              {playerName(p)}
            </option>
          ))}
        </SelectField>
        <Button
          type="button"
          variant="secondary"
          onClick={submit}
          disabled={!userId}
          loading={report.isPending}
        >
          Meld skadet
        </Button>
      </div>
    </Card>
  );
}
