import { getISOWeek, getISOWeekYear } from 'date-fns';
import { instantToCopenhagen } from '@common/domain/time';

/** The Copenhagen calendar day of an instant: 'YYYY-MM-DD' (by the offset rule: Kalender asks per event). */
export function copenhagenDay(value: Date | string): string {
  return instantToCopenhagen(value).date;
}

/** A calendar day as a date at noon UTC: safe for weekday and week arithmetic. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
/** The calendar day n days after 'YYYY-MM-DD' (before, for negative n). */
export const addDays = (day: string, n: number) =>
  new Date(noon(day).getTime() + n * 86400000).toISOString().slice(0, 10);

/** The Monday of the ISO week the day falls in. */
export function mondayOf(day: string): string {
  const weekday = (noon(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

export interface CalendarDay<T> {
  day: string;
  isToday: boolean;
  events: T[];
}
export interface CalendarWeek<T> {
  /** '2026-W48' */
  key: string;
  /** 'Uge 48' */
  label: string;
  isCurrent: boolean;
  days: CalendarDay<T>[];
}

/**
 * Kalender (decision 078): events from this week's Monday on, by ISO week ('Uge 48') and day, in
 * time order. Only days with events are listed, and today always (marked), so this week shows
 * even when it is empty.
 */
export function groupByWeek<T extends { date: string }>(events: readonly T[], now: Date): CalendarWeek<T>[] {
  const today = copenhagenDay(now);
  const from = mondayOf(today);
  const byDay = new Map<string, T[]>([[today, []]]);
  for (const event of [...events].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))) {
    const day = copenhagenDay(event.date);
    if (day < from) continue;
    const list = byDay.get(day) ?? [];
    list.push(event);
    byDay.set(day, list);
  }
  const weeks = new Map<string, CalendarWeek<T>>();
  for (const day of [...byDay.keys()].sort()) {
    const date = noon(day);
    const week = getISOWeek(date);
    const key = `${getISOWeekYear(date)}-W${String(week).padStart(2, '0')}`;
    let entry = weeks.get(key);
    if (!entry) {
      entry = { key, label: `Uge ${week}`, isCurrent: mondayOf(day) === from, days: [] };
      weeks.set(key, entry);
    }
    entry.days.push({ day, isToday: day === today, events: byDay.get(day)! });
  }
  return [...weeks.values()];
}
