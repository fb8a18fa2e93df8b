import { describe, expect, it } from 'vitest';
import { groupByWeek, mondayOf } from './calendar-weeks';
import { hasOwnTeamScope, ofMyTeam } from './event-scope';

describe('Kalender weeks (decision 078)', () => {
  // Tuesday 24 November 2026, 10:00 in Copenhagen: ISO week 48.
  const now = new Date('2026-11-24T09:00:00Z');

  it('groups from this week on by ISO week and Copenhagen day, with today marked even when empty', () => {
    const events = [
      { id: 1, date: '2026-11-30T18:00:00Z' }, // Monday, week 49
      { id: 2, date: '2026-11-26T17:00:00Z' }, // Thursday, week 48
      { id: 3, date: '2026-11-22T12:00:00Z' }, // last week's Sunday: left out
      { id: 4, date: '2026-11-23T23:30:00Z' }, // 00:30 on Tuesday the 24th in Copenhagen: today
      { id: 5, date: '2026-11-26T16:00:00Z' }, // Thursday, earlier than 2
    ];
    const weeks = groupByWeek(events, now);
    expect(weeks.map((w) => [w.label, w.isCurrent])).toEqual([
      ['Uge 48', true],
      ['Uge 49', false],
    ]);
    expect(weeks[0]!.days.map((d) => [d.day, d.isToday, d.events.map((e) => e.id)])).toEqual([
      ['2026-11-24', true, [4]],
      ['2026-11-26', false, [5, 2]],
    ]);
    expect(groupByWeek([], now)).toEqual([
      { key: '2026-W48', label: 'Uge 48', isCurrent: true, days: [{ day: '2026-11-24', isToday: true, events: [] }] },
    ]);
  });

  it('knows the Monday of a week across a year end (ISO week 53 of 2026)', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(groupByWeek([{ date: '2027-01-02T10:00:00Z' }], new Date('2026-12-29T10:00:00Z')).map((w) => w.label)).toEqual(['Uge 53']);
  });
});

describe("'Mit hold' (decision 078)", () => {
  it('is for players and coaches with a team, and keeps their team and club-wide events', () => {
    expect(hasOwnTeamScope({ role: 'player', team: 'a' })).toBe(true);
    expect(hasOwnTeamScope({ role: 'coach', team: 'a' })).toBe(true);
    expect(hasOwnTeamScope({ role: 'player', team: null })).toBe(false);
    expect(hasOwnTeamScope({ role: 'admin', team: 'a' })).toBe(false);
    const items = [{ team: 'a' }, { team: 'b' }, { team: null }];
    expect(ofMyTeam(items, 'a')).toEqual([{ team: 'a' }, { team: null }]);
  });
});
