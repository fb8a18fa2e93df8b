import type { ClubEvent } from '@common/contracts/club-events';
import { Avatar } from '../../ui/Avatar';
import { formatDateTime } from '../../lib/format';

/** The reader's own answer in words. */
export function statusText(mine: NonNullable<ClubEvent['mine']>): string {
  switch (mine.status) {
    case 'going':
      return mine.guests > 0 ? `Du deltager (+${mine.guests})` : 'Du deltager';
    case 'held':
      return `Pladsen er holdt til dig til ${mine.heldUntil ? formatDateTime(mine.heldUntil) : ''}: betal for at deltage`;
    case 'offered':
      return `Der er en plads til dig til ${mine.offerUntil ? formatDateTime(mine.offerUntil) : ''}`;
    case 'waiting':
      return mine.paid ? `Venteliste nr. ${mine.waitingPosition} (betalt)` : `Venteliste nr. ${mine.waitingPosition}`;
    case 'not_going':
      return 'Du deltager ikke';
    case 'released':
      return 'Pladsen blev frigivet, da betalingen ikke kom';
    case 'passed':
      return 'Tilbuddet om en plads er udløbet';
  }
}

/** Up to 8 faces of those coming, and how many in all. */
export function Faces({ event }: { event: ClubEvent }) {
  if (event.faces.length === 0) return null;
  return (
    <div className="club-event-faces" aria-label={`${event.going} deltager`}>
      {event.faces.map((f) => (
        <span key={f.id} title={`${f.firstName} ${f.lastName}`}>
          <Avatar src={f.profileImageUrl} firstName={f.firstName} lastName={f.lastName} size={28} />
        </span>
      ))}
      {event.going > event.faces.length && <span className="club-event-more">+{event.going - event.faces.length}</span>}
    </div>
  );
}
