import { useState, type FormEvent } from 'react';
import type { ClubEvent, SaveClubEventRequest } from '@common/contracts/club-events';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { ApiError } from '../../lib/api';
import { messageOf, useSaveClubEvent } from './club-events-api';

const local = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const iso = (value: string) => (value ? new Date(value).toISOString() : '');
const kr = (ore: number | null) => (ore === null ? '' : String(ore / 100));
const ore = (value: string) => (value.trim() === '' ? null : Math.round(Number(value.replace(',', '.')) * 100));

/** Opret / Ret arrangement (decision 108). The server checks everything; its Danish message shows under the field. */
export function ClubEventForm({ event, onClose }: { event?: ClubEvent; onClose: () => void }) {
  const { user } = useCurrentUser();
  const save = useSaveClubEvent(event?.id);
  const coach = user?.role === 'coach';
  const [f, setF] = useState({
    title: event?.title ?? '',
    description: event?.description ?? '',
    startsAt: local(event?.startsAt ?? null),
    endsAt: local(event?.endsAt ?? null),
    place: event?.place ?? '',
    audience: event?.audience.kind ?? (coach ? 'teams' : 'club'),
    role: event?.audience.kind === 'role' ? event.audience.role : 'board',
    teams: event?.audience.kind === 'teams' ? event.audience.teams.join(', ') : (user?.team ?? ''),
    capacity: event?.capacity ? String(event.capacity) : '',
    deadline: local(event?.deadline ?? null),
    price: kr(event?.price ?? null),
    supporterPrice: kr(event?.supporterPrice ?? null),
    guests: String(event?.guestsPerMember ?? 0),
    question: event?.questions[0]?.text ?? '',
    choices: event?.questions[0]?.choices.join(', ') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const audience: SaveClubEventRequest['audience'] =
      f.audience === 'teams'
        ? { kind: 'teams', teams: f.teams.split(',').map((t) => t.trim()).filter(Boolean) }
        : f.audience === 'role'
          ? { kind: 'role', role: f.role as 'player' | 'coach' | 'board' | 'admin' }
          : { kind: f.audience as 'club' | 'supporters' };
    const body: SaveClubEventRequest = {
      title: f.title,
      description: f.description,
      startsAt: iso(f.startsAt),
      endsAt: iso(f.endsAt || f.startsAt),
      place: f.place,
      audience,
      capacity: f.capacity ? Number(f.capacity) : null,
      deadline: f.deadline ? iso(f.deadline) : null,
      price: ore(f.price),
      supporterPrice: ore(f.supporterPrice),
      guestsPerMember: Number(f.guests) || 0,
      questions: f.question.trim() ? [{ text: f.question, choices: f.choices.split(',').map((c) => c.trim()).filter(Boolean) }] : [],
    };
    save.mutate(body, {
      onSuccess: () => {
        showToast({ title: event ? 'Arrangementet er ændret' : 'Arrangementet er oprettet', variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
        setErrors({ ...fieldErrors, form: messageOf(error, 'Arrangementet kunne ikke gemmes') });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title={event ? 'Ret arrangement' : 'Opret arrangement'}>
      <form className="club-event-form" onSubmit={submit} noValidate>
        <TextField label="Titel" value={f.title} onChange={set('title')} error={errors.title} required />
        <TextAreaField label="Beskrivelse" value={f.description} onChange={set('description')} error={errors.description} />
        <TextField label="Start" type="datetime-local" value={f.startsAt} onChange={set('startsAt')} error={errors.startsAt} required />
        <TextField label="Slut" type="datetime-local" value={f.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
        <TextField label="Sted" value={f.place} onChange={set('place')} error={errors.place} />
        <SelectField label="Hvem er inviteret" value={f.audience} onChange={set('audience')}>
          {!coach && <option value="club">Hele klubben</option>}
          <option value="teams">Udvalgte hold</option>
          {!coach && <option value="role">En rolle</option>}
          {!coach && <option value="supporters">Støttemedlemmerne</option>}
        </SelectField>
        {f.audience === 'teams' && <TextField label="Hold (koder, adskilt med komma)" value={f.teams} onChange={set('teams')} error={errors.audience} />}
        {f.audience === 'role' && (
          <SelectField label="Rolle" value={f.role} onChange={set('role')}>
            <option value="player">Spillere</option>
            <option value="coach">Trænere</option>
            <option value="board">Bestyrelse</option>
            <option value="admin">Administratorer</option>
          </SelectField>
        )}
        <TextField label="Antal pladser (tomt: ingen grænse)" inputMode="numeric" value={f.capacity} onChange={set('capacity')} error={errors.capacity} />
        <TextField label="Svarfrist" type="datetime-local" value={f.deadline} onChange={set('deadline')} error={errors.deadline} />
        <TextField label="Pris pr. person i kr (tomt: gratis)" inputMode="decimal" value={f.price} onChange={set('price')} error={errors.price} />
        <TextField label="Pris for støttemedlemmer i kr" inputMode="decimal" value={f.supporterPrice} onChange={set('supporterPrice')} error={errors.supporterPrice} />
        <TextField label="Gæster pr. medlem" inputMode="numeric" value={f.guests} onChange={set('guests')} error={errors.guestsPerMember} />
        <TextField label="Spørgsmål (fx Menu)" value={f.question} onChange={set('question')} />
        <TextField label="Svarmuligheder (adskilt med komma)" value={f.choices} onChange={set('choices')} />
        {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
        <Button type="submit" block loading={save.isPending}>
          {event ? 'Gem ændringer' : 'Opret arrangement'}
        </Button>
      </form>
    </Dialog>
  );
}
