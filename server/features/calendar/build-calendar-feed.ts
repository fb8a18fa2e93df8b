import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { CLUB_TIME_ZONE } from '@common/domain/time';

export interface FeedTraining {
  id: number;
  title: string;
  date: Date;
  location: string;
  notes: string | null;
  status: string;
  team: string | null;
  updatedAt: Date;
}

export interface FeedMatch {
  id: number;
  opponent: string;
  venue: string;
  location: string | null;
  date: Date;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  team: string;
  notes: string | null;
  updatedAt: Date;
}

/** An arrangement the person is invited to (decision 108). */
export interface FeedClubEvent {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  description: string;
  cancelled: boolean;
  updatedAt: Date;
}

const TRAINING_MINUTES = 90;
const MATCH_MINUTES = 120;
/** SEQUENCE counts seconds since this date: every save raises it, so calendars take the update. */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

const inClubTime = (instant: Date) => new TZDate(instant.getTime(), CLUB_TIME_ZONE);
const plusMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
const sequenceOf = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));
const isHome = (venue: string) => /hjemme/i.test(venue) || venue.toLowerCase() === 'home';

/**
 * The private calendar feed: the person's team's matches and trainings as iCalendar, times in
 * Europe/Copenhagen (with its VTIMEZONE), cancelled ones marked cancelled, stable UIDs and a
 * rising SEQUENCE so Google Calendar and Apple Calendar pick up changes.
 */
export function buildCalendarFeed(input: {
  calendarName: string;
  host: string;
  trainings: FeedTraining[];
  matches: FeedMatch[];
  clubEvents?: FeedClubEvent[];
  teamNames: Map<string, string>;
  now: Date;
}): string {
  const calendar = ical({
    name: input.calendarName,
    prodId: { company: input.calendarName, product: 'kalender', language: 'DA' },
    // No calendar-wide zone name: ical-generator would then write DTSTAMP and LAST-MODIFIED as
    // local times without 'Z', and RFC 5545 requires UTC. The events carry the zone (TZID) and
    // the generator still adds its VTIMEZONE; X-WR-TIMEZONE is added below.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  const teamName = (code: string | null) => (code ? (input.teamNames.get(code) ?? code) : null);

  for (const t of input.trainings) {
    const cancelled = t.status === 'cancelled';
    const team = teamName(t.team);
    calendar.createEvent({
      id: `training-${t.id}@${input.host}`,
      timezone: CLUB_TIME_ZONE,
      start: inClubTime(t.date),
      end: inClubTime(plusMinutes(t.date, TRAINING_MINUTES)),
      summary: `${cancelled ? 'AFLYST: ' : ''}${t.title}${team ? ` (${team})` : ''}`,
      location: t.location,
      description: t.notes || null,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceOf(t.updatedAt),
      stamp: input.now,
      lastModified: t.updatedAt,
    });
  }

  for (const m of input.matches) {
    const cancelled = m.status === 'cancelled';
    const home = isHome(m.venue);
    const team = teamName(m.team) ?? m.team;
    const score =
      m.status === 'completed' && m.homeScore !== null && m.awayScore !== null ? `Resultat: ${m.homeScore}-${m.awayScore}` : null;
    calendar.createEvent({
      id: `match-${m.id}@${input.host}`,
      timezone: CLUB_TIME_ZONE,
      start: inClubTime(m.date),
      end: inClubTime(plusMinutes(m.date, MATCH_MINUTES)),
      summary: `${cancelled ? 'AFLYST: ' : ''}${team} mod ${m.opponent} (${home ? 'hjemme' : 'ude'})`,
      location: m.location || null,
      description: [score, m.notes].filter(Boolean).join('\n') || null,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceOf(m.updatedAt),
      stamp: input.now,
      lastModified: m.updatedAt,
    });
  }
  for (const e of input.clubEvents ?? []) {
    calendar.createEvent({
      id: `club-event-${e.id}@${input.host}`,
      timezone: CLUB_TIME_ZONE,
      start: inClubTime(e.startsAt),
      end: inClubTime(e.endsAt),
      summary: `${e.cancelled ? 'AFLYST: ' : ''}${e.title}`,
      location: e.place || null,
      description: e.description || null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceOf(e.updatedAt),
      stamp: input.now,
      lastModified: e.updatedAt,
    });
  }
  // Calendar properties come before the components (RFC 5545 §3.4), so right after BEGIN.
  return calendar.toString().replace('BEGIN:VCALENDAR\r\n', `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${CLUB_TIME_ZONE}\r\n`);
}
