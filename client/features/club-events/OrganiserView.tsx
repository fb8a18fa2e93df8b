import type { ClubEvent, ClubEventRoster } from '@common/contracts/club-events';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { formatKr } from '../../lib/format';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { downloadRosterCsv, messageOf, useRemindClubEvent, useRoster } from './club-events-api';

type Row = ClubEventRoster['going'][number];

function PersonRow({ row, event }: { row: Row; event: ClubEvent }) {
  return (
    <li className="club-event-row">
      <Avatar src={row.person.profileImageUrl} firstName={row.person.firstName} lastName={row.person.lastName} size={32} />
      <span className="club-event-row-name">
        {row.person.firstName} {row.person.lastName}
        {row.guests > 0 && ` +${row.guests}`}
        {event.questions.map((q) => row.choices[q.id] && <small key={q.id}> · {row.choices[q.id]}</small>)}
        {row.comment && <small className="club-event-comment"> “{row.comment}”</small>}
      </span>
      {row.status === 'held' && <Badge tone="amber">Betaler</Badge>}
      {row.status === 'offered' && <Badge tone="amber">Tilbudt plads</Badge>}
      {row.payment === 'paid' && <Badge tone="green">Betalt</Badge>}
      {row.payment === 'unpaid' && row.status !== 'not_going' && <Badge tone="grey">Ikke betalt</Badge>}
      {row.latePayment && <Badge tone="red">Betalt for sent: afklar</Badge>}
      {row.cancelledAfterPaying && <Badge tone="red">Meldt fra efter betaling: refundér</Badge>}
    </li>
  );
}

/** The organiser's view (decision 108): who comes, waits, declined, has not answered; menu counts; CSV; Påmind nu. */
export function OrganiserView({ event }: { event: ClubEvent }) {
  const { data: roster } = useRoster(event.id, true);
  const remind = useRemindClubEvent(event.id);
  if (!roster) return null;
  return (
    <Card>
      <CardTitle>Deltagerliste</CardTitle>
      <p>
        {event.going} deltager{event.capacity !== null && ` af ${event.capacity} pladser`} · {roster.waiting.length} på venteliste ·{' '}
        {roster.notAnswered.length} har ikke svaret{event.price !== null && ` · ${formatKr(roster.paidTotal)} betalt`}
      </p>
      {roster.choiceCounts.map((q) => (
        <p key={q.id}>
          <strong>{q.text}:</strong> {q.counts.map((c) => `${c.choice} ${c.count}`).join(' · ')}
        </p>
      ))}
      <div className="club-event-organiser-actions">
        <Button variant="secondary" onClick={() => downloadRosterCsv(event.id, event.title).catch((e) => showErrorToast(e, { title: 'Listen kunne ikke hentes' }))}>
          Hent deltagerliste (CSV)
        </Button>
        {roster.notAnswered.length > 0 && !event.cancelled && (
          <Button
            variant="secondary"
            disabled={roster.remindWaitSeconds > 0}
            loading={remind.isPending}
            onClick={() =>
              remind.mutate(undefined, {
                onSuccess: (r) => showToast({ title: `${r.reminded} påmindet`, variant: 'success' }),
                onError: (error) => showErrorToast(error, { title: messageOf(error, 'Påmindelsen kunne ikke sendes') }),
              })
            }
          >
            {roster.remindWaitSeconds > 0 ? 'Påmindet for nylig' : 'Påmind nu'}
          </Button>
        )}
      </div>
      <h3>Deltager ({roster.going.length})</h3>
      <ul className="club-event-rows">{roster.going.map((r) => <PersonRow key={r.person.id} row={r} event={event} />)}</ul>
      {roster.waiting.length > 0 && (
        <>
          <h3>Venteliste ({roster.waiting.length})</h3>
          <ol className="club-event-rows">{roster.waiting.map((r) => <PersonRow key={r.person.id} row={r} event={event} />)}</ol>
        </>
      )}
      {roster.notGoing.length > 0 && (
        <>
          <h3>Deltager ikke ({roster.notGoing.length})</h3>
          <ul className="club-event-rows">{roster.notGoing.map((r) => <PersonRow key={r.person.id} row={r} event={event} />)}</ul>
        </>
      )}
      <h3>Har ikke svaret ({roster.notAnswered.length})</h3>
      <ul className="club-event-rows">
        {roster.notAnswered.map((p) => (
          <li key={p.id} className="club-event-row">
            <Avatar src={p.profileImageUrl} firstName={p.firstName} lastName={p.lastName} size={32} />
            <span className="club-event-row-name">{p.firstName} {p.lastName}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
