import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Training } from '@common/contracts/training';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { useTeams } from '../../lib/reads/teams';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { useCreateTraining, useUpdateTraining } from './training-api';
import { formValuesOf, toTrainingBody, trainingFormSchema, type TrainingFormValues } from './training-form-schema';

/** Create a training, or edit one when `training` is given. */
export function TrainingFormDialog({ open, onClose, training }: { open: boolean; onClose: () => void; training?: Training }) {
  const teams = useTeams();
  const create = useCreateTraining();
  const update = useUpdateTraining();
  const form = useForm<TrainingFormValues>({ resolver: zodResolver(trainingFormSchema), defaultValues: formValuesOf(training) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (training) {
        await update.mutateAsync({ id: training.id, body: toTrainingBody(values) });
        showToast({ title: 'Træning opdateret', variant: 'success' });
      } else {
        await create.mutateAsync(toTrainingBody(values));
        showToast({ title: 'Træning oprettet', variant: 'success' });
        form.reset(formValuesOf());
      }
      onClose();
    } catch (error) {
      showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke gemme træningen. Prøv igen.') });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} title={training ? 'Rediger træning' : 'Ny træning'}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Titel" error={errors.title?.message} {...form.register('title')} />
        <div className="form-row">
          <TextField label="Dato" type="date" error={errors.date?.message} {...form.register('date')} />
          <TextField label="Tidspunkt" type="time" error={errors.time?.message} {...form.register('time')} />
        </div>
        <TextField label="Sted" placeholder="Målfeltet" error={errors.location?.message} {...form.register('location')} />
        <SelectField label="Hold" {...form.register('team')}>
          <option value="">Hele klubben</option>
          {(teams.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.displayName}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Noter" error={errors.notes?.message} {...form.register('notes')} />
        <Button type="submit" block loading={isSubmitting}>
          {training ? 'Gem ændringer' : 'Opret træning'}
        </Button>
      </form>
    </Dialog>
  );
}
