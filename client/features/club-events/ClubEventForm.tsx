import { useState, type FormEvent } from 'react';
import type { ClubEvent, SaveClubEventRequest } from '@common/contracts/club-events';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { coachesTeam } from '@common/domain/team-scope';
import { useCurrentUser } from '../../lib/session';
import { useTeams } from '../../lib/reads/teams';
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
/** The server takes at most this many questions (the contract's limit). */
const MAX_QUESTIONS = 5;
type QuestionDraft = { text: string; choices: string };

/** Opret / Ret arrangement (decision 108). The server checks everything; its Danish message shows under the field. */
export function ClubEventForm({ event, onClose }: { event?: ClubEvent; onClose: () => void }) {
  const { user } = useCurrentUser();
  const save = useSaveClubEvent(event?.id);
  const coach = user?.role === 'coach';
  const { data: allTeams } = useTeams();
  // A coach invites only the teams they coach; board and admin any (the server checks the same).
  const teams = (allTeams ?? []).filter((t) => !coach || coachesTeam(user, t.code));
  const [f, setF] = useState({
    title: event?.title ?? '',
    description: event?.description ?? '',
    startsAt: local(event?.startsAt ?? null),
    endsAt: local(event?.endsAt ?? null),
    place: event?.place ?? '',
    audience: event?.audience.kind ?? (coach ? 'teams' : 'club'),
    role: event?.audience.kind === 'role' ? event.audience.role : 'board',
    teams: event?.audience.kind === 'teams' ? event.audience.teams : user?.team ? [user.team] : [],
    capacity: event?.capacity ? String(event.capacity) : '',
    deadline: local(event?.deadline ?? null),
    price: kr(event?.price ?? null),
    supporterPrice: kr(event?.supporterPrice ?? null),
    guests: String(event?.guestsPerMember ?? 0),
  });
  const [questions, setQuestions] = useState<QuestionDraft[]>(
    event?.questions.length ? event.questions.map((q) => ({ text: q.text, choices: q.choices.join(', ') })) : [{ text: '', choices: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: Exclude<keyof typeof f, 'teams'>) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const toggleTeam = (code: string, on: boolean) => setF({ ...f, teams: on ? [...f.teams, code] : f.teams.filter((t) => t !== code) });
  const setQuestion = (index: number, key: keyof QuestionDraft, value: string) =>
    setQuestions(questions.map((q, i) => (i === index ? { ...q, [key]: value } : q)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const audience: SaveClubEventRequest['audience'] =
      f.audience === 'teams'
        ? { kind: 'teams', teams: f.teams }
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
      questions: questions
        .filter((q) => q.text.trim() || q.choices.trim())
        .map((q) => ({ text: q.text, choices: q.choices.split(',').map((c) => c.trim()).filter(Boolean) })),
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
        {f.audience === 'teams' && (
          <fieldset className="form-fieldset" aria-describedby={errors.audience ? 'club-event-teams-error' : undefined}>
            <legend>Hold</legend>
            {teams.map((t) => (
              <CheckboxField key={t.code} label={t.displayName} checked={f.teams.includes(t.code)} onChange={(e) => toggleTeam(t.code, e.target.checked)} />
            ))}
            {errors.audience && <p className="field-error" id="club-event-teams-error">{errors.audience}</p>}
          </fieldset>
        )}
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
        {questions.map((q, i) => (
          <fieldset key={i} className="form-fieldset club-event-question" aria-label={questions.length > 1 ? undefined : 'Spørgsmål'}>
            {questions.length > 1 && <legend>Spørgsmål {i + 1}</legend>}
            <TextField label="Spørgsmål (fx Menu)" value={q.text} onChange={(e) => setQuestion(i, 'text', e.target.value)} error={errors[`questions.${i}.text`]} />
            <TextField label="Svarmuligheder (adskilt med komma)" value={q.choices} onChange={(e) => setQuestion(i, 'choices', e.target.value)} error={errors[`questions.${i}.choices`]} />
            {questions.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => setQuestions(questions.filter((_, j) => j !== i))}>
                Fjern spørgsmål {i + 1}
              </Button>
            )}
          </fieldset>
        ))}
        {questions.length < MAX_QUESTIONS && (
          <Button variant="secondary" size="sm" onClick={() => setQuestions([...questions, { text: '', choices: '' }])}>
            Tilføj spørgsmål
          </Button>
        )}
        {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
        <Button type="submit" block loading={save.isPending}>
          {event ? 'Gem ændringer' : 'Opret arrangement'}
        </Button>
      </form>
    </Dialog>
  );
}
