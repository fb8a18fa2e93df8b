import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { copenhagenToInstant } from '@common/domain/time';
import { buildCalendarFeed, type FeedMatch, type FeedTraining } from './build-calendar-feed';

const updatedAt = new Date('2026-09-01T10:00:00Z');
const training = (over: Partial<FeedTraining>): FeedTraining => ({
  id: 1,
  title: 'Træning',
  date: copenhagenToInstant('2026-10-20', '19:00'),
  location: 'Målfeltet',
  notes: null,
  status: 'scheduled',
  team: 'serie_3_pulje_5',
  updatedAt,
  ...over,
});
const match: FeedMatch = {
  id: 7,
  opponent: 'B93',
  venue: 'home',
  location: 'Rødovre Stadion',
  date: copenhagenToInstant('2027-04-10', '14:00'),
  status: 'scheduled',
  homeScore: null,
  awayScore: null,
  team: 'serie_3_pulje_5',
  notes: 'Mødetid 13:00',
  updatedAt,
};

function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

function feed(trainings: FeedTraining[], matches: FeedMatch[] = []) {
  return buildCalendarFeed({
    calendarName: 'RU KlubApp',
    host: 'klub.example',
    trainings,
    matches,
    teamNames: new Map([['serie_3_pulje_5', 'Senior 1']]),
    now: new Date('2026-10-01T08:00:00Z'),
  });
}

describe('calendar feed (ICS)', () => {
  it('parses with ical.js and keeps 19:00 Copenhagen time on both sides of the October change', () => {
    const ics = feed([
      training({ id: 1 }),
      training({ id: 2, date: copenhagenToInstant('2026-10-27', '19:00') }),
    ]);
    const { root, events } = parse(ics);
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Copenhagen');
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Copenhagen');
    expect(events).toHaveLength(2);
    for (const e of events) {
      expect(e.startDate.zone?.tzid).toBe('Europe/Copenhagen');
      expect([e.startDate.hour, e.startDate.minute]).toEqual([19, 0]);
      expect([e.endDate.hour, e.endDate.minute]).toEqual([20, 30]);
    }
    // The instants are right too: 17:00 UTC in summer time, 18:00 UTC in winter time.
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-10-20T17:00:00.000Z');
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-10-27T18:00:00.000Z');
    expect(events[0]!.uid).toBe('training-1@klub.example');
    expect(events[0]!.summary).toBe('Træning (Senior 1)');
    expect(events[0]!.location).toBe('Målfeltet');
  });

  it('marks a cancelled training cancelled and raises SEQUENCE when it changes', () => {
    const before = parse(feed([training({ id: 3 })])).events[0]!;
    const after = parse(feed([training({ id: 3, status: 'cancelled', updatedAt: new Date('2026-09-02T10:00:00Z') })])).events[0]!;
    expect(before.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(after.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.summary).toBe('AFLYST: Træning (Senior 1)');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it('writes a match with team, opponent, home/away, place and notes; a result once played', () => {
    const { events } = parse(feed([], [match, { ...match, id: 8, venue: 'away', status: 'completed', homeScore: 2, awayScore: 1 }]));
    expect(events[0]!.summary).toBe('Senior 1 mod B93 (hjemme)');
    expect(events[0]!.location).toBe('Rødovre Stadion');
    expect(events[0]!.description).toBe('Mødetid 13:00');
    expect([events[0]!.startDate.hour, events[0]!.endDate.hour]).toEqual([14, 16]);
    expect(events[1]!.summary).toBe('Senior 1 mod B93 (ude)');
    expect(events[1]!.description).toBe('Resultat: 2-1\nMødetid 13:00');
  });

  it('writes DTSTAMP and LAST-MODIFIED in UTC with Z (RFC 5545), and the zone once as a calendar property', () => {
    const ics = feed([training({ id: 10 })], [match]);
    const stamps = ics.split('\r\n').filter((line) => /^(DTSTAMP|LAST-MODIFIED)[:;]/.test(line));
    expect(stamps).toHaveLength(4);
    for (const line of stamps) expect(line).toMatch(/^(DTSTAMP|LAST-MODIFIED):\d{8}T\d{6}Z$/);
    expect(stamps).toContain('DTSTAMP:20261001T080000Z');
    expect(stamps).toContain('LAST-MODIFIED:20260901T100000Z');
    // Start and end stay wall-clock times in Europe/Copenhagen.
    expect(ics).toContain('DTSTART;TZID=Europe/Copenhagen:20261020T190000');
    // X-WR-TIMEZONE is a calendar property, before the first component.
    const lines = ics.split('\r\n');
    const zoneLine = lines.indexOf('X-WR-TIMEZONE:Europe/Copenhagen');
    expect(zoneLine).toBeGreaterThan(0);
    expect(zoneLine).toBeLessThan(lines.findIndex((line) => line.startsWith('BEGIN:V') && line !== 'BEGIN:VCALENDAR'));
    expect(lines.filter((line) => line.startsWith('X-WR-TIMEZONE'))).toHaveLength(1);
    const { events } = parse(ics);
    expect(events[0]!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-10-01T08:00:00Z');
  });

  it('keeps text as text: commas, semicolons and new lines are escaped and come back intact', () => {
    const title = 'Træning; kamp, og "fest"\nmed øl';
    const { events } = parse(feed([training({ id: 9, title, notes: 'a,b;c\\d' })]));
    expect(events[0]!.summary).toBe(`${title} (Senior 1)`);
    expect(events[0]!.description).toBe('a,b;c\\d');
  });
});
