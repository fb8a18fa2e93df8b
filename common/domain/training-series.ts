import { copenhagenToInstant } from './time';

export interface SeriesInput {
  /** 1 = Monday … 7 = Sunday (ISO weekday, the Danish week). */
  weekdays: number[];
  /** Copenhagen wall-clock time, 'HH:MM'. */
  time: string;
  /** First and last day, 'YYYY-MM-DD' (both included). */
  fromDate: string;
  toDate: string;
}

/** ISO weekday of a calendar date (1 = Monday … 7 = Sunday); the date is a plain calendar day. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The instants of a weekly series: every chosen weekday from fromDate to toDate at the same
 * Copenhagen wall-clock time, so a 19:00 training stays 19:00 across summer-time changes (D1).
 * Stops after `limit` + 1 dates, so a caller can tell "too many" without building a huge list.
 */
export function seriesDates(input: SeriesInput, limit = Number.POSITIVE_INFINITY): Date[] {
  const days = new Set(input.weekdays);
  const out: Date[] = [];
  if (input.toDate < input.fromDate) return out;
  for (let date = input.fromDate; date <= input.toDate; date = nextDay(date)) {
    if (!days.has(isoWeekday(date))) continue;
    const instant = copenhagenToInstant(date, input.time);
    if (!Number.isNaN(instant.getTime())) out.push(instant);
    if (out.length > limit) break;
  }
  return out;
}
