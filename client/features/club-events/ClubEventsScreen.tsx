import { useState } from 'react';
import { Link } from 'react-router';
import type { ClubEvent } from '@common/contracts/club-events';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { formatDateTime, formatKr } from '../../lib/format';
import { useCan } from '../../lib/session';
import { ClubEventForm } from './ClubEventForm';
import { useClubEvents } from './club-events-api';
import { Faces, statusText } from './ClubEventParts';
import './club-events.css';

/** Arrangementer (decision 108): the coming arrangements the reader is invited to or organises. */
export default function ClubEventsScreen() {
  const { data, isLoading } = useClubEvents();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  return (
    <div className="screen club-events">
      <PageHeader
        title="Arrangementer"
        subtitle="Julefrokost, sæsonafslutning, generalforsamling og andet i klubben"
        actions={can('clubEvents.manage') ? <Button onClick={() => setCreating(true)}>Opret arrangement</Button> : undefined}
      />
      {isLoading && <Skeleton />}
      {data && data.length === 0 && <EmptyState title="Ingen kommende arrangementer">Når klubben inviterer til noget, står det her.</EmptyState>}
      <ul className="club-event-list">
        {data?.map((event) => (
          <li key={event.id}>
            <ClubEventCard event={event} />
          </li>
        ))}
      </ul>
      {creating && <ClubEventForm onClose={() => setCreating(false)} />}
    </div>
  );
}

export function ClubEventCard({ event }: { event: ClubEvent }) {
  return (
    <Card className="club-event-card">
      <Link to={`/arrangementer/${event.id}`} className="club-event-card-link">
        <span className="club-event-when">{formatDateTime(event.startsAt)}</span>
        <strong className="club-event-title">{event.title}</strong>
        {event.place && <span className="club-event-place">{event.place}</span>}
      </Link>
      <div className="club-event-facts">
        {event.cancelled ? (
          <Badge tone="red">Aflyst</Badge>
        ) : (
          <>
            <Badge tone="club">{event.going} deltager</Badge>
            {event.placesLeft !== null && <Badge tone={event.placesLeft === 0 ? 'amber' : 'grey'}>{event.placesLeft === 0 ? 'Fuldt' : `${event.placesLeft} ledige pladser`}</Badge>}
            {event.yourPrice !== null && <Badge tone="grey">{formatKr(event.yourPrice)}</Badge>}
            {event.mine && <Badge tone="blue">{statusText(event.mine)}</Badge>}
          </>
        )}
      </div>
      <Faces event={event} />
    </Card>
  );
}
