import { describe, expect, it } from 'vitest';
import {
  attendanceCsvRows,
  missingAttendanceText,
  percent,
  recentSeasons,
  seasonOf,
  takesAttendance,
  weekLabel,
} from './attendance';

describe('attendance rules', () => {
  it('seasons are 1 Jan–30 Jun and 1 Jul–31 Dec', () => {
    expect(seasonOf('2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(seasonOf('2026-06-30')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(seasonOf('2026-07-01')).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(seasonOf('2026-12-31')).toEqual({ from: '2026-07-01', to: '2026-12-31' });
  });

  it('percentages are whole, and 0 when nothing was held', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 5)).toBe(100);
  });

  it('a CSV row per player, percentage included', () => {
    expect(
      attendanceCsvRows([
        {
          firstName: 'Ø',
          lastName: 'Å',
          trainings: { held: 4, answered: 3, klar: 3, present: 2 },
          matches: { selected: 1, played: 1 },
        },
      ]),
    ).toEqual([['Ø', 'Å', 4, 3, 3, 2, 50, 1, 1]]);
  });
});

describe('Fremmøde texts', () => {
  it("the week axis says 'Uge 39', not the ISO week code", () => {
    expect(weekLabel('2026-W39')).toBe('Uge 39');
    expect(weekLabel('2027-W05')).toBe('Uge 5');
  });

  it("'mangler fremmøde' counts trainings and matches in Danish", () => {
    const t = { kind: 'training' as const };
    const m = { kind: 'match' as const };
    expect(missingAttendanceText([t, t])).toBe('2 træninger mangler fremmøde');
    expect(missingAttendanceText([m])).toBe('1 kamp mangler fremmøde');
    expect(missingAttendanceText([t, m, m])).toBe('2 kampe og 1 træning mangler fremmøde');
    expect(missingAttendanceText([])).toBe('Intet mangler fremmøde');
  });
});

describe('takesAttendance', () => {
  it('from the start on, however long ago, unless cancelled', () => {
    const now = new Date('2027-03-19T08:00:00Z');
    expect(takesAttendance({ status: 'scheduled', date: '2027-03-16T17:00:00Z' }, now)).toBe(true);
    expect(takesAttendance({ status: 'completed', date: '2027-01-02T13:00:00Z' }, now)).toBe(true);
    expect(takesAttendance({ status: 'scheduled', date: '2027-03-19T08:00:00Z' }, now)).toBe(true);
    expect(takesAttendance({ status: 'scheduled', date: '2027-03-19T17:00:00Z' }, now)).toBe(false);
    expect(takesAttendance({ status: 'cancelled', date: '2027-03-16T17:00:00Z' }, now)).toBe(false);
  });
});

describe('recentSeasons', () => {
  it('lists the seasons back from today, the current one first, across the year end', () => {
    expect(recentSeasons('2026-11-27', 4)).toEqual([
      { from: '2026-07-01', to: '2026-12-31', label: 'Efterår 2026' },
      { from: '2026-01-01', to: '2026-06-30', label: 'Forår 2026' },
      { from: '2025-07-01', to: '2025-12-31', label: 'Efterår 2025' },
      { from: '2025-01-01', to: '2025-06-30', label: 'Forår 2025' },
    ]);
    expect(recentSeasons('2027-03-01', 2).map((s) => s.label)).toEqual(['Forår 2027', 'Efterår 2026']);
  });
});
