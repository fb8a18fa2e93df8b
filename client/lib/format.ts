import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { da } from 'date-fns/locale';
import { CLUB_TIME_ZONE } from '@common/domain/time';

/** Every date a person reads: Danish, in Copenhagen time (decision D1). */
function inCopenhagen(value: Date | string): TZDate {
  return new TZDate(new Date(value).getTime(), CLUB_TIME_ZONE);
}

/** 'lør. 12. apr. kl. 14:00' */
export function formatDateTime(value: Date | string): string {
  return format(inCopenhagen(value), "EEE d. MMM 'kl.' HH:mm", { locale: da });
}

/** 'lørdag 12. april' */
export function formatLongDate(value: Date | string): string {
  return format(inCopenhagen(value), 'EEEE d. MMMM', { locale: da });
}

/** '12/04/2026' */
export function formatDate(value: Date | string): string {
  return format(inCopenhagen(value), 'dd/MM/yyyy', { locale: da });
}

/** '23. nov. 2027' */
export function formatDayMonthYear(value: Date | string): string {
  return format(inCopenhagen(value), 'd. MMM yyyy', { locale: da });
}

/** '14:00' */
export function formatTime(value: Date | string): string {
  return format(inCopenhagen(value), 'HH:mm', { locale: da });
}

/** 'april 2027' */
export function formatMonthYear(value: Date | string): string {
  return format(inCopenhagen(value), 'MMMM yyyy', { locale: da });
}

/** Øre to '300 kr' / '1.250,50 kr'. */
export function formatKr(ore: number): string {
  const kr = ore / 100;
  return `${kr.toLocaleString('da-DK', { minimumFractionDigits: Number.isInteger(kr) ? 0 : 2, maximumFractionDigits: 2 })} kr`;
}

export { da as danishLocale };

/** The date tile of an event card: { weekday: 'lør.', day: '12', month: 'apr.' } in Copenhagen. */
export function dateTileParts(value: Date | string): { weekday: string; day: string; month: string } {
  const d = inCopenhagen(value);
  return { weekday: format(d, 'EEE', { locale: da }), day: format(d, 'd'), month: format(d, 'MMM', { locale: da }) };
}
