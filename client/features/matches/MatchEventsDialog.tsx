import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Match } from '@common/contracts/matches';
import { playerStatsEndpoints as api } from '@common/contracts/endpoints/player-stats';
import { EVENT_LABEL, MATCH_EVENT_TYPES } from '@common/contracts/player-stats';
import { isHomeVenue } from '@common/domain/match-badge';
import { matchEventsProblem } from '@common/domain/match-events';
import { call, queryKeyOf } from '../../lib/api-client';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useSquad } from './squad-api';

const rowSchema = z.object({
  type: z.enum(MATCH_EVENT_TYPES),
  userId: z.string().min(1, 'Vælg en spiller'),
  count: z.coerce.number<string>().int('Ugyldigt antal').min(1, 'Ugyldigt antal').max(20, 'Ugyldigt antal'),
});
const formSchema = z.object({ events: z.array(rowSchema) });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** Kampens begivenheder (decision 073): goal scorers, assists, cards and Kampens spiller for a played match. */
export function MatchEventsDialog({ match, onClose }: { match: Match; onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = queryKeyOf(api.events, { params: { id: match.id } });
  const events = useQuery({ queryKey: key, queryFn: () => call(api.events, { params: { id: match.id } }) });
  const squad = useSquad(match.id);
  const save = useMutation({
    mutationFn: (body: FormValues) =>
      call(api.setEvents, {
        params: { id: match.id },
        body: {
          events: body.events.map((e) => ({ type: e.type, userId: Number(e.userId), count: e.count })),
        },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.players) });
    },
  });
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { events: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'events' });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (events.data)
      form.reset({
        events: events.data.events.map((e) => ({
          type: e.type,
          userId: String(e.userId),
          count: String(e.count),
        })),
      });
  }, [events.data, form]);

  const candidates = (squad.data?.players ?? []).filter(
    (p) => p.selection !== 'reserve' || p.team === match.team,
  );
  const clubScore = isHomeVenue(match.venue) ? match.homeScore : match.awayScore;

  const onSubmit = form.handleSubmit(async (values) => {
    const problem = matchEventsProblem(
      values.events.map((e) => ({ ...e, userId: Number(e.userId) })),
      clubScore,
    );
    if (problem) {
      form.setError('root', { message: problem });
      return;
    }
    try {
      await save.mutateAsync(values);
      showToast({ title: 'Kampens begivenheder er gemt', variant: 'success' });
      onClose();
    } catch (error) {
      showErrorToast(error, {
        title: 'Fejl',
        description: errorMessage(error, 'Kunne ikke gemme. Prøv igen.'),
      });
    }
  });

  return (
    <Dialog open onClose={onClose} title={`Målscorere og kort · ${match.opponent}`}>
      {events.isLoading || squad.isLoading ? (
        <Spinner />
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <p className="small muted">Klubbens score: {clubScore ?? 'ikke indtastet'}</p>
          {rows.fields.map((field, i) => (
            <fieldset key={field.id} className="match-event-row">
              <legend className="small">Begivenhed {i + 1}</legend>
              <SelectField label="Hvad" {...form.register(`events.${i}.type`)}>
                {MATCH_EVENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {EVENT_LABEL[t]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Spiller"
                error={errors.events?.[i]?.userId?.message}
                {...form.register(`events.${i}.userId`)}
              >
                <option value="">Vælg spiller</option>
                {candidates.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {p.firstName} {p.lastName}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Antal"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                error={errors.events?.[i]?.count?.message}
                {...form.register(`events.${i}.count`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => rows.remove(i)}
                aria-label={`Fjern begivenhed ${i + 1}`}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => rows.append({ type: 'goal', userId: '', count: '1' })}
          >
            <Plus size={14} aria-hidden="true" /> Tilføj begivenhed
          </Button>
          {errors.root?.message ? (
            <p className="squad-warning" role="alert">
              {errors.root.message}
            </p>
          ) : null}
          <Button type="submit" block loading={isSubmitting}>
            Gem
          </Button>
        </form>
      )}
    </Dialog>
  );
}
