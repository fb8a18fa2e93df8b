import { CLUB_TIME_ZONE } from '@common/domain/time';

/*
 * Every date a person reads: Danish, in Copenhagen time (decision D1). One Intl formatter, built
 * once, turns an instant into Copenhagen's calendar fields; the Danish names are date-fns' da
 * locale's (so 'tir.', not Intl's 'tirs.'). Building an Intl.DateTimeFormat costs far more than
 * using one, and lists format hundreds of dates while the first screen renders (issue 15 §4).
 */
const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const WEEKDAYS_SHORT = ['søn.', 'man.', 'tir.', 'ons.', 'tor.', 'fre.', 'lør.'];
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
const MONTHS_SHORT = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'];

let fieldsFormat: Intl.DateTimeFormat | undefined;

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
  fieldsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const n: Record<string, number> = {};
  for (const part of fieldsFormat.formatToParts(date)) if (part.type !== 'literal') n[part.type] = Number(part.value);
  const year = n.year!;
  const month = n.month! - 1;
  const day = n.day!;
  return { year, month, day, weekday: new Date(Date.UTC(year, month, day)).getUTCDay(), hour: n.hour!, minute: n.minute! };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (f: Fields) => `${pad(f.hour)}:${pad(f.minute)}`;

/** 'lør. 12. apr. kl. 14:00' */
export function formatDateTime(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${WEEKDAYS_SHORT[f.weekday]} ${f.day}. ${MONTHS_SHORT[f.month]} kl. ${clock(f)}`;
}

/** 'lørdag 12. april' */
export function formatLongDate(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${WEEKDAYS[f.weekday]} ${f.day}. ${MONTHS[f.month]}`;
}

/** '12/04/2026' */
export function formatDate(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${pad(f.day)}/${pad(f.month + 1)}/${f.year}`;
}

/** '23. nov. 2027' */
export function formatDayMonthYear(value: Date | string): string {
  const f = inCopenhagen(value);
  return `${f.day}. ${MONTHS_SHORT[f.month]} ${f.year}`;
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

/** Øre to '300 kr' / '1.250,50 kr'. */
export function formatKr(ore: number): string {
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
  return { weekday: WEEKDAYS_SHORT[f.weekday]!, day: String(f.day), month: MONTHS_SHORT[f.month]! };
}
