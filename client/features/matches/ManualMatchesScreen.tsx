import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NewMatch } from '@common/contracts/matches';
import { copenhagenToInstant } from '@common/domain/time';
import { matchTeams } from '@common/domain/match-teams';
import { countText } from '@common/domain/danish-plural';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useTeams } from '../../lib/reads/teams';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { EMPTY_NEW_MATCH, newMatchFormSchema, type NewMatchFormValues } from './match-form-rules';
import { useCreateMatches } from './matches-api';
import './matches.css';

/** Tilføj kampe (/admin/manual-matches, part 2 §5): collect locally, then save them all at once. */
export default function ManualMatchesScreen() {
  const teams = useTeams();
  const save = useCreateMatches();
  // Messages stay until the next try, as before the form was on react-hook-form.
  const form = useForm<NewMatchFormValues, unknown, NewMatch>({
    resolver: zodResolver(newMatchFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY_NEW_MATCH,
  });
  const { errors } = form.formState;
  const [pending, setPending] = useState<NewMatch[]>([]);

  // Match forms offer the first four team codes (part 2 §3).
  const teamsForMatches = matchTeams(teams.data ?? []);

  // Collected here, not saved: team, venue and place stay for the next match of the same day out.
  const add = form.handleSubmit((match) => {
    setPending((list) => [...list, match]);
    const kept = form.getValues();
    form.reset({ ...EMPTY_NEW_MATCH, team: kept.team, venue: kept.venue, location: kept.location });
  });

  const saveAll = () => {
    if (pending.length === 0) {
      showToast({ title: 'Ingen kampe', description: 'Tilføj mindst én kamp før du gemmer.', variant: 'error' });
      return;
    }
    save.mutate(pending, {
      onSuccess: (result) => {
        showToast({ title: 'Kampe gemt', description: `${countText(result.count, 'kamp', 'kampe')} er tilføjet.`, variant: 'success' });
        setPending([]);
      },
      onError: (error) => showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke gemme kampene') }),
    });
  };

  const teamName = (code: string) => teams.data?.find((t) => t.code === code)?.displayName ?? code;

  return (
    <div className="screen">
      <PageHeader title="Tilføj kampe" backTo="/" subtitle="Indtast kampe manuelt" />
      <Card>
        <CardTitle>Ny kamp</CardTitle>
        <form className="form" onSubmit={(e) => void add(e)} noValidate>
          <TextField label="Modstander" maxLength={100} error={errors.opponent?.message} {...form.register('opponent')} />
          <div className="form-row">
            <TextField label="Dato" type="date" error={errors.date?.message} {...form.register('date')} />
            <TextField label="Tidspunkt" type="time" error={errors.time?.message} {...form.register('time')} />
          </div>
          <div className="form-row">
            <SelectField label="Hjemme/ude" error={errors.venue?.message} {...form.register('venue')}>
              <option value="home">Hjemme</option>
              <option value="away">Ude</option>
            </SelectField>
            <SelectField label="Hold" error={errors.team?.message} {...form.register('team')}>
              <option value="">Vælg hold</option>
              {teamsForMatches.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.displayName}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField label="Spillested" maxLength={200} error={errors.location?.message} {...form.register('location')} />
          <Button type="submit" variant="secondary">
            <Plus size={16} aria-hidden="true" /> Tilføj kamp
          </Button>
        </form>
      </Card>

      <Card aria-label="Kampe der skal gemmes">
        <CardTitle>Kampe der skal gemmes ({pending.length})</CardTitle>
        {pending.length === 0 ? (
          <EmptyState title="Ingen kampe tilføjet endnu" />
        ) : (
          <ul className="list pending-matches">
            {pending.map((m, i) => (
              <li key={`${m.date}-${m.time}-${m.opponent}-${i}`} className="list-item">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <p className="match-opponent">{m.opponent}</p>
                  <p className="match-meta">
                    {formatDateTime(copenhagenToInstant(m.date, m.time))} · {m.venue === 'home' ? 'Hjemme' : 'Ude'} · {teamName(m.team)}
                  </p>
                  <p className="match-meta">{m.location}</p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Fjern kampen mod ${m.opponent}`}
                  onClick={() => setPending((list) => list.filter((_, j) => j !== i))}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button block onClick={saveAll} loading={save.isPending}>
          Gem alle kampe
        </Button>
      </Card>
    </div>
  );
}
