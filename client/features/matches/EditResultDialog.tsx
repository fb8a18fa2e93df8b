import { useState } from 'react';
import { INVALID_SCORE_MESSAGE, MATCH_STATUSES, type Match, type MatchStatus } from '@common/contracts/matches';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { resultRequest } from './match-form-rules';
import { useUpdateMatch } from './matches-api';

const STATUS_LABELS: Record<MatchStatus, string> = { scheduled: 'Planlagt', completed: 'Afsluttet', cancelled: 'Aflyst' };

/** Coach and admin: scores and status of a match (part 1 §4, §5, §8). */
export function EditResultDialog({ match, onClose }: { match: Match; onClose: () => void }) {
  const [home, setHome] = useState(match.homeScore?.toString() ?? '');
  const [away, setAway] = useState(match.awayScore?.toString() ?? '');
  const [status, setStatus] = useState<MatchStatus>(match.status === 'scheduled' ? 'completed' : match.status);
  const mutation = useUpdateMatch();
  // Shown under the form, inside the dialog, as an alert (issue 10 item 20); a new attempt is a new alert.
  const [scoreError, setScoreError] = useState<{ attempt: number } | null>(null);

  const save = () => {
    const body = resultRequest(home, away, status);
    if (!body) {
      setScoreError((previous) => ({ attempt: (previous?.attempt ?? 0) + 1 }));
      return;
    }
    setScoreError(null);
    mutation.mutate(
      { id: match.id, body },
      {
        onSuccess: () => {
          showToast({ title: 'Kamp opdateret', variant: 'success' });
          onClose();
        },
        onError: (error) => showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke opdatere kampresultat') }),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Rediger resultat"
      description={`${match.opponent}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuller
          </Button>
          <Button onClick={save} loading={mutation.isPending}>
            Gem
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="score-inputs">
          <TextField label="Hjemmehold score" inputMode="numeric" value={home} onChange={(e) => setHome(e.target.value)} />
          <TextField label="Udehold score" inputMode="numeric" value={away} onChange={(e) => setAway(e.target.value)} />
        </div>
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as MatchStatus)}>
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {scoreError ? (
          <div key={scoreError.attempt} className="field-error" role="alert">
            {INVALID_SCORE_MESSAGE}
          </div>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
