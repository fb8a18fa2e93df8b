import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { da } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthYear, formatKr, formatLongDate, formatMonthYear, formatTime } from './format';

/** The date-fns formatting the cached Intl version replaced: the same text for every instant. */
const reference = (value: Date, pattern: string) => format(new TZDate(value.getTime(), 'Europe/Copenhagen'), pattern, { locale: da });

describe('format', () => {
  it('writes Danish dates in Copenhagen time exactly as date-fns did, summer and winter time, every weekday and month', () => {
    // Every 31 hours for a year: all weekdays, months, both DST switches and odd hours.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 31 * 3600_000 + 7 * 60_000) {
      const d = new Date(t);
      expect(formatDateTime(d)).toBe(reference(d, "EEE d. MMM 'kl.' HH:mm"));
      expect(formatLongDate(d.toISOString())).toBe(reference(d, 'EEEE d. MMMM'));
      expect(formatDate(d)).toBe(reference(d, 'dd/MM/yyyy'));
      expect(formatDayMonthYear(d)).toBe(reference(d, 'd. MMM yyyy'));
      expect(formatTime(d)).toBe(reference(d, 'HH:mm'));
      expect(formatMonthYear(d)).toBe(reference(d, 'MMMM yyyy'));
    }
    expect(formatDateTime('2026-04-11T12:00:00Z')).toBe('lør. 11. apr. kl. 14:00');
    expect(formatTime('2026-10-24T22:30:00Z')).toBe('00:30');
  });

  it('writes kroner from øre', () => {
    expect(formatKr(30000)).toBe('300 kr');
    expect(formatKr(125050)).toBe('1.250,50 kr');
  });
});
