import type { CalendarLink, CalendarStatus } from '../calendar';
import { del, get, post } from '../endpoint';

/** The personal calendar subscription (webcal feed of the person's matches and trainings). */
export const calendarEndpoints = {
  status: get<CalendarStatus>()('/api/calendar/token'),
  /** A new private URL; any older one stops working. */
  createLink: post<CalendarLink>()('/api/calendar/token'),
  revoke: del<CalendarStatus>()('/api/calendar/token'),
  /** The iCalendar feed itself (text/calendar), fetched by calendar apps without a session: the token is the key. */
  feed: get<string>()('/api/calendar/feed/:token'),
};
