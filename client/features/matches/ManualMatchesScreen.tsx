import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { validateNewMatch } from './match-form-rules';
import { useCreateMatches } from './matches-api';
import './matches.css';

const EMPTY: NewMatch = { opponent: '', date: '', time: '', venue: 'home', location: '', team: '' };

/** Tilføj kampe (/admin/manual-matches, part 2 §5): collect locally, then save them all at once. */
export default function ManualMatchesScreen() {
  const teams = useTeams();
  const save = useCreateMatches();
  const [form, setForm] = useState<NewMatch>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<NewMatch[]>([]);

  // Match forms offer the first four team codes (part 2 §3).
  const teamsForMatches = matchTeams(teams.data ?? []);
  const set = (key: keyof NewMatch) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const add = (e: FormEvent) => {
    e.preventDefault();
    const found = validateNewMatch(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending((list) => [...list, { ...form, opponent: form.opponent.trim(), location: form.location.trim() }]);
    setForm((f) => ({ ...EMPTY, team: f.team, venue: f.venue, location: f.location }));
  };

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
        <form className="form" onSubmit={add} noValidate>
          <TextField label="Modstander" value={form.opponent} onChange={set('opponent')} error={errors.opponent} maxLength={100} />
          <div className="form-row">
            <TextField label="Dato" type="date" value={form.date} onChange={set('date')} error={errors.date} />
            <TextField label="Tidspunkt" type="time" value={form.time} onChange={set('time')} error={errors.time} />
          </div>
          <div className="form-row">
            <SelectField label="Hjemme/ude" value={form.venue} onChange={set('venue')} error={errors.venue}>
              <option value="home">Hjemme</option>
              <option value="away">Ude</option>
            </SelectField>
            <SelectField label="Hold" value={form.team} onChange={set('team')} error={errors.team}>
              <option value="">Vælg hold</option>
              {teamsForMatches.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.displayName}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField label="Spillested" value={form.location} onChange={set('location')} error={errors.location} maxLength={200} />
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
