/** The club's time zone (decision D1); common/domain/time.ts passes it on. */
export const CLUB_TIME_ZONE = 'Europe/Copenhagen';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (0–11): when the EU's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * Copenhagen's offset from UTC at an instant, in milliseconds, by the EU's rule: summer time
 * (UTC+2) from 01:00 UTC on March's last Sunday to 01:00 UTC on October's last Sunday, UTC+1 the
 * rest of the year. Denmark has kept to it since 1996; for instants outside 1996–2099 the answer
 * is null and callers ask Intl, whose time-zone data is the authority (the test compares the two
 * for every hour and around every change in 1996–2099).
 *
 * Why not Intl every time: the first Intl formatter a page builds loads ICU's data on the main
 * thread, paid while Hjem and Kampe start (decision 086). The rule costs nothing.
 */
export function copenhagenOffsetMs(instantMs: number): number | null {
  const year = new Date(instantMs).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return null;
  const summer = instantMs >= lastSundayAtOneUtc(year, 2) && instantMs < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

let intlFields: Intl.DateTimeFormat | undefined;

/**
 * The same offset from Intl's time-zone data: the authority the rule is held to, and the answer
 * for instants outside its years. Built on first use only.
 */
export function copenhagenOffsetByIntl(instantMs: number): number {
  intlFields ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const n: Record<string, number> = {};
  for (const part of intlFields.formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') n[part.type] = Number(part.value);
  // The wall clock read as UTC, minus the instant (to the minute the wall clock shows).
  return (
    Date.UTC(n.year!, n.month! - 1, n.day!, n.hour!, n.minute!) - Math.floor(instantMs / 60_000) * 60_000
  );
}

/**
 * Copenhagen's wall clock at an instant, read as if it were UTC: its UTC fields are Copenhagen's.
 * By the rule where it holds, by Intl elsewhere; an invalid instant gives an invalid date.
 */
export function copenhagenWallClock(instantMs: number): Date {
  if (Number.isNaN(instantMs)) return new Date(NaN);
  return new Date(instantMs + (copenhagenOffsetMs(instantMs) ?? copenhagenOffsetByIntl(instantMs)));
}
