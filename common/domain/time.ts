import { TZDate } from '@date-fns/tz';
import { CLUB_TIME_ZONE, copenhagenWallClock } from './copenhagen-offset';

/**
 * Decision D1: instants are stored in UTC; every time a person types or reads is wall-clock
 * time in Copenhagen, converted with the time-zone database (summer and winter time both right),
 * or by the EU's rule where it holds (copenhagen-offset.ts, which holds the zone's name).
 */
export { CLUB_TIME_ZONE };

/** A spring-forward night's missing hour (02:00–02:59 on the last Sunday of March). */
export const NONEXISTENT_TIME_MESSAGE = 'Tidspunktet findes ikke (sommertid)';

export type WallClockProblem = 'invalid-date' | 'invalid-time' | 'nonexistent-time';

function parseWallClock(date: string, time: string) {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(/[:.]/).map(Number);
  return { y, m, d, hh, mm };
}

/** The instant, rolling a time in the spring-forward gap on by an hour (for day arithmetic only). */
function lenientInstant(y: number, m: number, d: number, hh: number, mm: number): TZDate {
  return new TZDate(y, m - 1, d, hh, mm, CLUB_TIME_ZONE);
}

/**
 * Why a Copenhagen wall-clock date and time is not a moment, or null when it is: a date that
 * does not exist (31 February), a time that is no time (25:00), or a time the clocks skip when
 * summer time starts (02:30 on 29 March 2026).
 */
export function copenhagenWallClockProblem(date: string, time = '00:00'): WallClockProblem | null {
  const { y, m, d, hh, mm } = parseWallClock(date, time);
  if (!y || !m || !d || Number.isNaN(y) || Number.isNaN(m) || Number.isNaN(d)) return 'invalid-date';
  const calendarDay = new Date(Date.UTC(y, m - 1, d));
  if (
    calendarDay.getUTCFullYear() !== y ||
    calendarDay.getUTCMonth() !== m - 1 ||
    calendarDay.getUTCDate() !== d
  )
    return 'invalid-date';
  if (
    hh === undefined ||
    mm === undefined ||
    !Number.isInteger(hh) ||
    !Number.isInteger(mm) ||
    hh < 0 ||
    hh > 23 ||
    mm < 0 ||
    mm > 59
  ) {
    return 'invalid-time';
  }
  const instant = lenientInstant(y, m, d, hh, mm);
  if (instant.getDate() !== d || instant.getHours() !== hh || instant.getMinutes() !== mm)
    return 'nonexistent-time';
  return null;
}

/**
 * The instant of a Copenhagen wall-clock date ('2026-04-12') and time ('19:00'). Invalid Date
 * for dates that do not exist, times that are no time, and times the clocks skip in spring
 * (see copenhagenWallClockProblem for which). A time that occurs twice in autumn is the second
 * (winter-time) one.
 */
export function copenhagenToInstant(date: string, time = '00:00'): Date {
  if (copenhagenWallClockProblem(date, time)) return new Date(Number.NaN);
  const { y, m, d, hh, mm } = parseWallClock(date, time);
  return new Date(lenientInstant(y!, m!, d!, hh!, mm!).getTime());
}

/** The Copenhagen wall-clock parts of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function instantToCopenhagen(instant: Date | string): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  const pad = (n: number) => String(n).padStart(2, '0');
  // The EU rule where it holds (no Intl: its first formatter costs a phone's first screen,
  // decision 086), Intl's time-zone data for any other year. An invalid instant stays NaN.
  const wall = copenhagenWallClock(ms);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** Adds whole days in Copenhagen wall-clock terms (a 19:00 stays 19:00 across summer time). */
export function addCopenhagenDays(instant: Date, days: number): Date {
  const { date, time } = instantToCopenhagen(instant);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  // A time in the spring-forward gap on the day reached moves on by the hour the clocks skip.
  return new Date(
    lenientInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), hh, mm).getTime(),
  );
}
