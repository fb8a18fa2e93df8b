import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_TRAINING_LOCATION } from '@common/contracts/training';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { useTeams } from '../../lib/reads/teams';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { useCreateSeries } from './training-api';
import { WEEKDAYS, seriesFormSchema, type SeriesFormValues } from './training-form-schema';
import { seriesCreatedText } from './training-texts';

const DEFAULTS: SeriesFormValues = {
  title: '',
  team: '',
  weekdays: [],
  time: '19:00',
  location: DEFAULT_TRAINING_LOCATION,
  fromDate: '',
  toDate: '',
  notes: '',
};

/** A weekly series: weekday(s), time, place, from and to date; each training can be changed afterwards. */
export function SeriesFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const teams = useTeams();
  const create = useCreateSeries();
  const form = useForm<SeriesFormValues>({ resolver: zodResolver(seriesFormSchema), defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync({
        title: values.title.trim(),
        team: values.team || null,
        weekdays: values.weekdays.map(Number),
        time: values.time,
        location: values.location.trim(),
        fromDate: values.fromDate,
        toDate: values.toDate,
        notes: values.notes.trim() || null,
      });
      showToast({ title: 'Træning oprettet', description: seriesCreatedText(result.count), variant: 'success' });
      form.reset(DEFAULTS);
      onClose();
    } catch (error) {
      showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke oprette serien. Prøv igen.') });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} title="Ny ugentlig serie">
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Titel" error={errors.title?.message} {...form.register('title')} />
        <SelectField label="Hold" {...form.register('team')}>
          <option value="">Hele klubben</option>
          {(teams.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.displayName}
            </option>
          ))}
        </SelectField>
        <fieldset className="form-fieldset" aria-describedby={errors.weekdays ? 'weekdays-error' : undefined}>
          <legend>Ugedage</legend>
          <div className="weekday-picker">
            {WEEKDAYS.map((d) => (
              <label key={d.value}>
                <input type="checkbox" value={String(d.value)} aria-label={d.name} {...form.register('weekdays')} />
                {d.label}
              </label>
            ))}
          </div>
          {errors.weekdays ? (
            <div className="field-error" id="weekdays-error" role="alert">
              {errors.weekdays.message}
            </div>
          ) : null}
        </fieldset>
        <div className="form-row">
          <TextField label="Tidspunkt" type="time" error={errors.time?.message} {...form.register('time')} />
          <TextField label="Sted" error={errors.location?.message} {...form.register('location')} />
        </div>
        <div className="form-row">
          <TextField label="Fra dato" type="date" error={errors.fromDate?.message} {...form.register('fromDate')} />
          <TextField label="Til dato" type="date" error={errors.toDate?.message} {...form.register('toDate')} />
        </div>
        <TextAreaField label="Noter" error={errors.notes?.message} {...form.register('notes')} />
        <Button type="submit" block loading={isSubmitting}>
          Opret serie
        </Button>
      </form>
    </Dialog>
  );
}
