import { TZDate } from '@date-fns/tz';

/**
 * Decision D1: instants are stored in UTC; every time a person types or reads is wall-clock
 * time in Copenhagen, converted with the time-zone database (summer and winter time both right).
 */
export const CLUB_TIME_ZONE = 'Europe/Copenhagen';

/** The instant of a Copenhagen wall-clock date ('2026-04-12') and time ('19:00'). */
export function copenhagenToInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(/[:.]/).map(Number);
  if (!y || !m || !d || hh === undefined || mm === undefined || Number.isNaN(hh) || Number.isNaN(mm)) {
    return new Date(Number.NaN);
  }
  const instant = new TZDate(y, m - 1, d, hh, mm, CLUB_TIME_ZONE);
  // Reject dates that roll over (31 February) and times that do not exist.
  if (instant.getFullYear() !== y || instant.getMonth() !== m - 1 || instant.getDate() !== d) return new Date(Number.NaN);
  return new Date(instant.getTime());
}

/** The Copenhagen wall-clock parts of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function instantToCopenhagen(instant: Date | string): { date: string; time: string } {
  const t = new TZDate(new Date(instant).getTime(), CLUB_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`,
    time: `${pad(t.getHours())}:${pad(t.getMinutes())}`,
  };
}

/** Adds whole days in Copenhagen wall-clock terms (a 19:00 stays 19:00 across summer time). */
export function addCopenhagenDays(instant: Date, days: number): Date {
  const { date, time } = instantToCopenhagen(instant);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return copenhagenToInstant(next.toISOString().slice(0, 10), time);
}
