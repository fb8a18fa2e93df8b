import { describe, expect, it } from 'vitest';
import { absenceComment, absenceCovers, absentText, remindWaitSeconds, remindedText } from './absences';

describe('absence rules', () => {
  it('covers the days from its first to its last, both included; an open-ended injury every day after', () => {
    const holiday = { from: '2026-07-01', to: '2026-07-14' };
    expect(absenceCovers(holiday, '2026-06-30')).toBe(false);
    expect(absenceCovers(holiday, '2026-07-01')).toBe(true);
    expect(absenceCovers(holiday, '2026-07-14')).toBe(true);
    expect(absenceCovers(holiday, '2026-07-15')).toBe(false);
    expect(absenceCovers({ from: '2026-03-02', to: null }, '2027-01-01')).toBe(true);
  });

  it('answers with the reason, and the note after it, within 140 characters', () => {
    expect(absenceComment('injury')).toBe('Skadet');
    expect(absenceComment('holiday', 'Mallorca')).toBe('Ferie: Mallorca');
    expect(Array.from(absenceComment('other', 'æ'.repeat(200)))).toHaveLength(140);
  });

  it('shows others only Fraværende with the dates, in Danish (decision 093)', () => {
    expect(absentText('2026-12-03', '2026-12-10')).toBe('Fraværende 3.12.2026–10.12.2026');
    expect(absentText('2026-12-03', '2026-12-03')).toBe('Fraværende 3.12.2026');
    expect(absentText('2026-11-27', null)).toBe('Fraværende fra 27.11.2026');
  });
});

describe('Påmind nu', () => {
  it('may remind once per six hours', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(remindWaitSeconds(null, now)).toBe(0);
    expect(remindWaitSeconds(new Date('2026-05-01T07:00:00Z'), now)).toBe(3600);
    expect(remindWaitSeconds(new Date('2026-05-01T06:00:00Z'), now)).toBe(0);
  });

  it('says how many were reminded in Danish', () => {
    expect(remindedText(1)).toBe('1 spiller påmindet');
    expect(remindedText(3)).toBe('3 spillere påmindet');
    expect(remindedText(0)).toBe('Alle har svaret – ingen at påminde');
  });
});
