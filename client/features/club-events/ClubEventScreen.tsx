import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ClubEvent } from '@common/contracts/club-events';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { formatDateTime, formatKr } from '../../lib/format';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { ClubEventForm } from './ClubEventForm';
import { Faces, statusText } from './ClubEventParts';
import { OrganiserView } from './OrganiserView';
import { messageOf, useAnswerClubEvent, useCancelClubEvent, useClubEvent } from './club-events-api';
import './club-events.css';
import { ButtonLink } from '../../ui/ButtonLink';

/** One arrangement (decision 108): what, when, who comes, the reader's answer; the organiser's view below. */
export default function ClubEventScreen() {
  const id = Number(useParams().id);
  const { data: event, isLoading, error } = useClubEvent(id);
  if (isLoading)
    return (
      <div className="screen">
        <Skeleton />
      </div>
    );
  if (!event || error)
    return (
      <div className="screen">
        <EmptyState title="Arrangementet findes ikke">
          <Link to="/arrangementer">Til Arrangementer</Link>
        </EmptyState>
      </div>
    );
  return (
    <div className="screen club-events">
      <PageHeader title={event.title} backTo="/arrangementer" subtitle={formatDateTime(event.startsAt)} />
      <Card>
        {event.cancelled && <Badge tone="red">Aflyst</Badge>}
        {event.place && (
          <p>
            <strong>Sted:</strong> {event.place}
          </p>
        )}
        <p>
          <strong>Slut:</strong> {formatDateTime(event.endsAt)}
        </p>
        {event.deadline && (
          <p>
            <strong>Svarfrist:</strong> {formatDateTime(event.deadline)}
          </p>
        )}
        {event.yourPrice !== null && (
          <p>
            <strong>Pris:</strong> {formatKr(event.yourPrice)} pr. person
          </p>
        )}
        {event.description && <p className="club-event-description">{event.description}</p>}
        <div className="club-event-facts">
          <Badge tone="club">{event.going} deltager</Badge>
          {event.placesLeft !== null && (
            <Badge tone={event.placesLeft === 0 ? 'amber' : 'grey'}>
              {event.placesLeft === 0 ? 'Fuldt' : `${event.placesLeft} ledige pladser`}
            </Badge>
          )}
          {event.waiting > 0 && <Badge tone="grey">{event.waiting} på venteliste</Badge>}
        </div>
        <Faces event={event} />
      </Card>
      {!event.cancelled && <AnswerCard event={event} />}
      {event.canOrganise && <OrganiserActions event={event} />}
      {event.canOrganise && <OrganiserView event={event} />}
    </div>
  );
}

function AnswerCard({ event }: { event: ClubEvent }) {
  const answer = useAnswerClubEvent(event.id);
  const mine = event.mine;
  const [choices, setChoices] = useState<Record<string, string>>(mine?.choices ?? {});
  const [guests, setGuests] = useState(String(mine?.guests ?? 0));
  const [comment, setComment] = useState(mine?.comment ?? '');
  const past = event.deadline !== null && Date.parse(event.deadline) <= Date.now();
  const full =
    event.placesLeft === 0 && !(mine && ['going', 'held', 'offered', 'waiting'].includes(mine.status));
  const send = (status: 'going' | 'not_going') =>
    answer.mutate(
      // Only the questions the arrangement has now: an answer to a removed question is not sent back.
      {
        status,
        choices:
          status === 'going'
            ? Object.fromEntries(
                event.questions.flatMap((q) => {
                  const c = choices[q.id];
                  return c ? [[q.id, c] as const] : [];
                }),
              )
            : {},
        guests: status === 'going' ? Number(guests) || 0 : 0,
        comment,
      },
      {
        onSuccess: (result) =>
          showToast({
            title: result.mine ? statusText(result.mine) : 'Dit svar er gemt',
            variant: 'success',
          }),
        onError: (error) => showErrorToast(error, { title: messageOf(error, 'Dit svar kunne ikke gemmes') }),
      },
    );
  return (
    <Card>
      <CardTitle>Dit svar</CardTitle>
      {mine && (
        <p className="club-event-mine" role="status">
          {statusText(mine)}
        </p>
      )}
      {mine?.paymentId && (
        <ButtonLink block to={`/payment?pay=${mine.paymentId}`}>
          Betal {event.yourPrice !== null ? formatKr(event.yourPrice * (1 + mine.guests)) : ''}
        </ButtonLink>
      )}
      {past ? (
        <p>Svarfristen er overskredet. Kontakt arrangøren, hvis du vil ændre dit svar.</p>
      ) : (
        <>
          {event.questions.map((q) => (
            <SelectField
              key={q.id}
              label={q.text}
              value={choices[q.id] ?? ''}
              onChange={(e) => setChoices({ ...choices, [q.id]: e.target.value })}
            >
              <option value="">Vælg …</option>
              {q.choices.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          ))}
          {event.guestsPerMember > 0 && (
            <SelectField label="Gæster" value={guests} onChange={(e) => setGuests(e.target.value)}>
              {Array.from({ length: event.guestsPerMember + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'Ingen gæster' : `${n} ${n === 1 ? 'gæst' : 'gæster'}`}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label="Kommentar (valgfri)"
            value={comment}
            maxLength={140}
            onChange={(e) => setComment(e.target.value)}
          />
          <div className="club-event-answer-buttons">
            <Button
              onClick={() => send('going')}
              loading={answer.isPending && answer.variables?.status === 'going'}
            >
              {full
                ? 'Sæt mig på venteliste'
                : mine?.status === 'offered'
                  ? 'Tag pladsen'
                  : mine?.status === 'waiting'
                    ? 'Opdater mit svar'
                    : 'Deltager'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => send('not_going')}
              loading={answer.isPending && answer.variables?.status === 'not_going'}
            >
              {mine?.status === 'waiting' ? 'Forlad ventelisten' : 'Deltager ikke'}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

function OrganiserActions({ event }: { event: ClubEvent }) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelClubEvent(event.id);
  if (event.cancelled) return null;
  return (
    <div className="club-event-organiser-actions">
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Ret arrangement
      </Button>
      <Button variant="danger" onClick={() => setCancelling(true)}>
        Aflys
      </Button>
      {editing && <ClubEventForm event={event} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={cancelling}
        title="Aflys arrangementet?"
        description="Alle, der har svaret, får besked. Betalinger refunderes ikke automatisk."
        confirmLabel="Aflys arrangementet"
        busy={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setCancelling(false);
              showToast({ title: 'Arrangementet er aflyst', variant: 'success' });
            },
            onError: (error) =>
              showErrorToast(error, { title: messageOf(error, 'Arrangementet kunne ikke aflyses') }),
          })
        }
      />
    </div>
  );
}
