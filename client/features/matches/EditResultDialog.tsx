import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MATCH_STATUSES, type Match, type MatchStatus, type UpdateMatchRequest } from '@common/contracts/matches';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { RESULT_FIELD_NAMES, resultFormSchema, type ResultFormValues } from './match-form-rules';
import { useUpdateMatch } from './matches-api';

const STATUS_LABELS: Record<MatchStatus, string> = { scheduled: 'Planlagt', completed: 'Afsluttet', cancelled: 'Aflyst' };

/** Coach and admin: scores and status of a match (part 1 §4, §5, §8). */
export function EditResultDialog({ match, onClose }: { match: Match; onClose: () => void }) {
  const mutation = useUpdateMatch();
  // 'Ugyldig score' stays until the next try and is not a field's own message: no jump of focus.
  const form = useForm<ResultFormValues, unknown, UpdateMatchRequest>({
    resolver: zodResolver(resultFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      home: match.homeScore?.toString() ?? '',
      away: match.awayScore?.toString() ?? '',
      status: match.status === 'scheduled' ? 'completed' : match.status,
    },
  });
  const { errors, submitCount } = form.formState;
  const scoreError = errors.home?.message ?? errors.away?.message;

  const save = form.handleSubmit((body) => {
    mutation.mutate(
      { id: match.id, body },
      {
        onSuccess: () => {
          showToast({ title: 'Kamp opdateret', variant: 'success' });
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(form, error, RESULT_FIELD_NAMES);
          showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke opdatere kampresultat') });
        },
      },
    );
  });

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
          <Button onClick={() => void save()} loading={mutation.isPending}>
            Gem
          </Button>
        </>
      }
    >
      <form className="form" noValidate onSubmit={(e) => void save(e)}>
        <div className="score-inputs">
          <TextField label="Hjemmehold score" inputMode="numeric" {...form.register('home')} />
          <TextField label="Udehold score" inputMode="numeric" {...form.register('away')} />
        </div>
        <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {/* Shown under the form, inside the dialog, as an alert (F20); a new attempt is a new alert. */}
        {scoreError ? (
          <div key={submitCount} className="field-error" role="alert">
            {scoreError}
          </div>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
