import { copenhagenWallClock } from '@common/domain/copenhagen-offset';
import { SHORT_WEEKDAYS } from '@common/domain/danish-dates';
import { SHORT_MONTHS } from '@common/domain/danish-months';
import { danishWholeNumber } from '@common/domain/danish-plural';

/*
 * Every date a person reads: Danish, in Copenhagen time (decision D1). Copenhagen's offset from
 * UTC by the EU's rule (common/domain/copenhagen-offset.ts) turns an instant into its calendar
 * fields without Intl, whose first formatter is costly while the first screen starts (decision
 * 086); Intl's time-zone data answers for instants outside the rule's years. The
 * Danish names are date-fns' da locale's (so 'tir.', not Intl's 'tirs.').
 */
const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const MONTHS = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];

interface Fields {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

/** The Copenhagen wall-clock fields of an instant. */
function inCopenhagen(value: Date | string): Fields {
  const ms = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const wall = copenhagenWallClock(ms);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (f: Fields) => `${pad(f.hour)}:${pad(f.minute)}`;

/** 'lør. 12. apr. kl. 14:00' */
export function formatDateTime(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${SHORT_WEEKDAYS[f.weekday]} ${f.day}. ${SHORT_MONTHS[f.month]} kl. ${clock(f)}`;
}

/** 'lørdag 12. april' */
export function formatLongDate(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${WEEKDAYS[f.weekday]} ${f.day}. ${MONTHS[f.month]}`;
}

/** '12.4.2026': the one numeric style (D23, decision 099). */
export function formatDate(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${f.day}.${f.month + 1}.${f.year}`;
}

/** '23. nov. 2027' */
export function formatDayMonthYear(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${f.day}. ${SHORT_MONTHS[f.month]} ${f.year}`;
}

/** '14:00' */
export function formatTime(value: Date | string): string {
  return clock(inCopenhagen(value));
}

/** 'april 2027' */
export function formatMonthYear(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${MONTHS[f.month]} ${f.year}`;
}

const krWhole = new Map<boolean, Intl.NumberFormat>();

/** Øre to '300 kr' / '1.250,50 kr'. Written out for whole øre, like the dates and for the same reason. */
export function formatKr(ore: number): string {
  if (!Number.isSafeInteger(ore)) return formatKrByIntl(ore);
  const size = Math.abs(ore);
  const cents = size % 100;
  const sign = ore < 0 || Object.is(ore, -0) ? '-' : '';
  return `${sign}${danishWholeNumber(Math.floor(size / 100))}${cents ? `,${pad(cents)}` : ''} kr`;
}

/** Intl's way, for amounts that are not whole øre; the test holds the written-out way to it. */
export function formatKrByIntl(ore: number): string {
  const kr = ore / 100;
  const whole = Number.isInteger(kr);
  let nf = krWhole.get(whole);
  if (!nf) {
    nf = new Intl.NumberFormat('da-DK', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    krWhole.set(whole, nf);
  }
  return `${nf.format(kr)} kr`;
}

/** The date tile of an event card: { weekday: 'lør.', day: '12', month: 'apr.' } in Copenhagen. */
export function dateTileParts(value: Date | string): { weekday: string; day: string; month: string } {
  const f = inCopenhagen(value);
  return { weekday: SHORT_WEEKDAYS[f.weekday]!, day: String(f.day), month: SHORT_MONTHS[f.month]! };
}
