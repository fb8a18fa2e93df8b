/** Fremmøde rules (decision 072). Pure: server and client share them. */
import { countText } from './danish-plural';

/** The season a Copenhagen day falls in: 1 January–30 June or 1 July–31 December. */
export function seasonOf(day: string): { from: string; to: string } {
  const year = day.slice(0, 4);
  return Number(day.slice(5, 7)) <= 6
    ? { from: `${year}-01-01`, to: `${year}-06-30` }
    : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/** A season as the pickers show it: 'Efterår 2026', 'Forår 2026'. */
export interface Season {
  from: string;
  to: string;
  label: string;
}

/** How many seasons the pickers offer: two years back. */
export const SEASONS_SHOWN = 4;

/**
 * The `count` latest seasons up to the one `today` falls in, the current one first: the one list
 * Fremmøde and Statistik offer (decision 072).
 */
export function recentSeasons(today: string, count: number): Season[] {
  const list: Season[] = [];
  let s = seasonOf(today);
  for (let i = 0; i < count; i++) {
    const spring = s.from.endsWith('01-01');
    list.push({ ...s, label: `${spring ? 'Forår' : 'Efterår'} ${s.from.slice(0, 4)}` });
    s = seasonOf(spring ? `${Number(s.from.slice(0, 4)) - 1}-12-31` : `${s.from.slice(0, 4)}-06-30`);
  }
  return list;
}

/** Whole per cent, 0 when nothing was held. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * Whether attendance can be registered (and corrected) for an event: once it has started, and
 * unless it is cancelled, however long ago (decision 072). The server checks the same.
 */
export function takesAttendance(event: { status: string; date: string | Date }, now: Date = new Date()): boolean {
  return event.status !== 'cancelled' && new Date(event.date).getTime() <= now.getTime();
}

/** The statistics' ISO week ('2026-W39') as the week axis says it: 'Uge 39'. */
export function weekLabel(isoWeek: string): string {
  return `Uge ${Number(isoWeek.slice(isoWeek.indexOf('W') + 1))}`;
}

/** '2 træninger mangler fremmøde', '1 kamp og 2 træninger mangler fremmøde'. */
export function missingAttendanceText(events: ReadonlyArray<{ kind: 'match' | 'training' }>): string {
  const matches = events.filter((e) => e.kind === 'match').length;
  const trainings = events.length - matches;
  const parts = [
    matches ? countText(matches, 'kamp', 'kampe') : '',
    trainings ? countText(trainings, 'træning', 'træninger') : '',
  ].filter(Boolean);
  return `${parts.length ? parts.join(' og ') : 'Intet'} mangler fremmøde`;
}

export interface AttendanceRow {
  firstName: string;
  lastName: string;
  trainings: { held: number; answered: number; klar: number; present: number };
  matches: { selected: number; played: number };
}

/** Danish column headers for the CSV export (Danish Excel: semicolons, UTF-8 with BOM). */
export const ATTENDANCE_CSV_HEADERS = [
  'Fornavn',
  'Efternavn',
  'Træninger afholdt',
  'Svaret',
  'Klar',
  'Til stede',
  'Fremmøde %',
  'Kampe udtaget',
  'Kampe spillet',
];

export function attendanceCsvRows(players: AttendanceRow[]): Array<Array<string | number>> {
  return players.map((p) => [
    p.firstName,
    p.lastName,
    p.trainings.held,
    p.trainings.answered,
    p.trainings.klar,
    p.trainings.present,
    percent(p.trainings.present, p.trainings.held),
    p.matches.selected,
    p.matches.played,
  ]);
}
