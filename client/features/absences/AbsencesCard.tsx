import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ABSENCE_KINDS, ABSENCE_LABEL } from '@common/contracts/absences';
import { instantToCopenhagen } from '@common/domain/time';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { SelectField, TextField } from '../../ui/Field';
import { absenceFormSchema, toAbsenceBody, type AbsenceFormValues } from './absence-form';
import { useAbsences, useCreateAbsence, useDeleteAbsence } from './absences-api';

const today = () => instantToCopenhagen(new Date()).date;
const dayText = (d: string) => formatDate(`${d}T12:00:00Z`);

/**
 * Profil → Fravær (decision 071): Skadet, Ferie or Andet from one date to another (an injury may
 * be open-ended); every match and training in the period is answered Ikke klar with the reason.
 */
export function AbsencesCard() {
  const can = useCan();
  const allowed = can('absences.self');
  const list = useAbsences(allowed);
  const create = useCreateAbsence();
  const remove = useDeleteAbsence();
  const form = useForm<AbsenceFormValues>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: { kind: 'injury', from: today(), to: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (!allowed) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(toAbsenceBody(values));
      showToast({
        title: 'Fravær registreret',
        description: result.answered ? `${result.answered} kampe og træninger er meldt Ikke klar` : undefined,
        variant: 'success',
      });
      form.reset({ kind: values.kind, from: today(), to: '', note: '' });
    } catch (error) {
      showErrorToast(error, {
        title: 'Fejl',
        description: errorMessage(error, 'Kunne ikke registrere fraværet. Prøv igen.'),
      });
    }
  });

  return (
    <Card aria-label="Fravær">
      <CardTitle icon={<CalendarOff size={18} aria-hidden="true" />}>Fravær</CardTitle>
      <p className="small muted">
        Kampe og træninger i perioden bliver meldt Ikke klar med grunden. Du kan ændre svaret for den enkelte.
      </p>
      {(list.data ?? []).length ? (
        <ul className="list" aria-label="Dit fravær">
          {(list.data ?? []).map((a) => (
            <li key={a.id} className="row-between">
              <span>
                <Badge tone={a.kind === 'injury' ? 'red' : 'amber'}>{ABSENCE_LABEL[a.kind]}</Badge>{' '}
                <span className="small">
                  {dayText(a.from)} – {a.to ? dayText(a.to) : 'indtil videre'}
                  {a.note ? ` · ${a.note}` : ''}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Slet fravær fra ${dayText(a.from)}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(a.id, {
                    onSuccess: () => showToast({ title: 'Fravær slettet', variant: 'success' }),
                    onError: (error) =>
                      showErrorToast(error, { title: errorMessage(error, 'Kunne ikke slette fraværet') }),
                  })
                }
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Registrér fravær">
        <SelectField label="Fravær" error={errors.kind?.message} {...form.register('kind')}>
          {ABSENCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {ABSENCE_LABEL[k]}
            </option>
          ))}
        </SelectField>
        <div className="form-row">
          <TextField label="Fra" type="date" error={errors.from?.message} {...form.register('from')} />
          <TextField
            label="Til"
            type="date"
            hint="Tom: indtil videre (skade)"
            error={errors.to?.message}
            {...form.register('to')}
          />
        </div>
        <TextField
          label="Note (valgfri)"
          placeholder="Forstuvet ankel"
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Button type="submit" variant="secondary" block loading={isSubmitting}>
          Registrér fravær
        </Button>
      </form>
    </Card>
  );
}
