import type { ClubEvent } from '@common/contracts/club-events';

/** How many arrangementer Hjem's card shows at most; the rest are on Arrangementer. */
export const HOME_CLUB_EVENTS_MAX = 3;

/**
 * The arrangementer Hjem's card shows (decision 108): the coming ones the server says the reader is
 * invited to (an organiser who is not invited finds theirs on Arrangementer), not cancelled, soonest
 * first. Nothing else on Hjem shows an arrangement, so each shows once (decision 098).
 */
export function homeClubEvents(events: readonly ClubEvent[] | undefined, now: Date): ClubEvent[] {
  return (events ?? [])
    .filter((e) => e.invited && !e.cancelled && Date.parse(e.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, HOME_CLUB_EVENTS_MAX);
}

/** Places left in words: '12 ledige pladser', 'Fuldt · 3 på venteliste', or nothing without a limit. */
export function placesText(event: Pick<ClubEvent, 'placesLeft' | 'waiting'>): string | null {
  if (event.placesLeft === null) return null;
  if (event.placesLeft > 0) return event.placesLeft === 1 ? '1 ledig plads' : `${event.placesLeft} ledige pladser`;
  return event.waiting > 0 ? `Fuldt · ${event.waiting} på venteliste` : 'Fuldt';
}
