import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import type { ClubEvent } from '@common/contracts/club-events';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { formatDateTime, formatKr } from '../../lib/format';
import { showErrorToast } from '../../lib/error-toast';
import { messageOf, useAnswerClubEvent, useClubEvents } from './club-events-api';
import { statusText } from './ClubEventParts';
import { homeClubEvents, placesText } from './home-club-events';
import './club-events.css';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * Hjem's Arrangementer card (decision 108): the coming arrangementer the reader is invited to, with
 * places left and their answer, answered with one tap (or 'Betal' while a held place waits for the
 * payment). The list comes with Hjem's first load; the server says who is invited.
 */
export function HomeClubEventsCard() {
  const { data } = useClubEvents();
  const events = homeClubEvents(data, new Date());
  if (events.length === 0) return null;
  return (
    <Card className="home-club-events">
      <CardTitle icon={<PartyPopper size={18} aria-hidden="true" />}>Arrangementer</CardTitle>
      <ul className="home-club-event-list">
        {events.map((event) => (
          <li key={event.id}>
            <HomeClubEventRow event={event} />
          </li>
        ))}
      </ul>
      <Link to="/arrangementer" className="home-club-events-all">Se alle arrangementer</Link>
    </Card>
  );
}

function HomeClubEventRow({ event }: { event: ClubEvent }) {
  const answer = useAnswerClubEvent(event.id);
  const mine = event.mine;
  const places = placesText(event);
  const past = event.deadline !== null && Date.parse(event.deadline) <= Date.now();
  const inLine = mine !== null && ['going', 'held', 'offered', 'waiting'].includes(mine.status);
  const full = event.placesLeft === 0 && !inLine;
  // Questions (a menu) are answered on the arrangement's page, so Deltager opens it there.
  const needsPage = event.questions.length > 0 && !inLine;
  const send = (status: 'going' | 'not_going') =>
    answer.mutate(
      { status },
      { onError: (error) => showErrorToast(error, { title: messageOf(error, 'Dit svar kunne ikke gemmes') }) },
    );
  const notGoingLabel = mine?.status === 'waiting' ? 'Forlad ventelisten' : 'Deltager ikke';
  const goingLabel = full ? 'Sæt mig på venteliste' : mine?.status === 'offered' ? 'Tag pladsen' : 'Deltager';
  return (
    <div className="home-club-event" aria-label={event.title} role="group">
      <Link to={`/arrangementer/${event.id}`} className="home-club-event-link">
        <strong>{event.title}</strong>
        <span className="muted">{formatDateTime(event.startsAt)}{event.place ? ` · ${event.place}` : ''}</span>
      </Link>
      <div className="club-event-facts">
        {places && <Badge tone={event.placesLeft === 0 ? 'amber' : 'grey'}>{places}</Badge>}
        {event.yourPrice !== null && <Badge tone="grey">{formatKr(event.yourPrice)}</Badge>}
      </div>
      {mine && <p className="home-club-event-mine" role="status">{statusText(mine)}</p>}
      {mine?.paymentId ? (
        <ButtonLink size="sm" to={`/payment?pay=${mine.paymentId}`}>
          Betal {event.yourPrice !== null ? formatKr(event.yourPrice * (1 + mine.guests)) : ''}
        </ButtonLink>
      ) : past ? null : (
        <div className="home-club-event-buttons">
          {mine?.status === 'going' || mine?.status === 'waiting' ? null : needsPage ? (
            <ButtonLink size="sm" to={`/arrangementer/${event.id}`} aria-label={`${goingLabel}: ${event.title}`}>
              {goingLabel}
            </ButtonLink>
          ) : (
            <Button size="sm" onClick={() => send('going')} loading={answer.isPending && answer.variables?.status === 'going'} aria-label={`${goingLabel}: ${event.title}`}>
              {goingLabel}
            </Button>
          )}
          {mine?.status === 'not_going' ? null : (
            <Button size="sm" variant="secondary" onClick={() => send('not_going')} loading={answer.isPending && answer.variables?.status === 'not_going'} aria-label={`${notGoingLabel}: ${event.title}`}>
              {notGoingLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
