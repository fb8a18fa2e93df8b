/** What the app shell composes from the club-events area (Kalender, Hjem). */
export { ClubEventCard } from './ClubEventsScreen';
export { useClubEvents } from './club-events-api';
export { HomeClubEventsCard } from './HomeClubEventsCard';
