import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { da } from 'date-fns/locale';
import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatKr,
  formatKrByIntl,
  formatLongDate,
  formatMonthYear,
  formatTime,
} from './format';

/** The date-fns formatting the cached Intl version replaced: the same text for every instant. */
const reference = (value: Date, pattern: string) =>
  format(new TZDate(value.getTime(), 'Europe/Copenhagen'), pattern, { locale: da });

describe('format', () => {
  it('writes Danish dates in Copenhagen time exactly as date-fns did, summer and winter time, every weekday and month', () => {
    // Every 31 hours for a year: all weekdays, months, both DST switches and odd hours.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 31 * 3600_000 + 7 * 60_000) {
      const d = new Date(t);
      expect(formatDateTime(d)).toBe(reference(d, "EEE d. MMM 'kl.' HH:mm"));
      expect(formatLongDate(d.toISOString())).toBe(reference(d, 'EEEE d. MMMM'));
      expect(formatDate(d)).toBe(reference(d, 'd.M.yyyy'));
      expect(formatDayMonthYear(d)).toBe(reference(d, 'd. MMM yyyy'));
      expect(formatTime(d)).toBe(reference(d, 'HH:mm'));
      expect(formatMonthYear(d)).toBe(reference(d, 'MMMM yyyy'));
    }
    expect(formatDateTime('2026-04-11T12:00:00Z')).toBe('lør. 11. apr. kl. 14:00');
    expect(formatTime('2026-10-24T22:30:00Z')).toBe('00:30');
  });

  it('writes the years the offset rule does not cover through Intl, just as right', () => {
    for (const iso of [
      '1990-07-01T10:05:00Z',
      '1995-12-31T23:30:00Z',
      '2100-03-28T00:59:00Z',
      '2150-08-01T12:00:00Z',
    ]) {
      const d = new Date(iso);
      expect(formatDateTime(d)).toBe(reference(d, "EEE d. MMM 'kl.' HH:mm"));
      expect(formatDayMonthYear(d)).toBe(reference(d, 'd. MMM yyyy'));
    }
  });

  // The first Intl formatter a page builds loads ICU's data (25–50 ms of a phone's main thread),
  // which Hjem and Kampe paid while they started only to turn instants into Copenhagen time.
  it('writes dates of these years and whole øre without building an Intl formatter', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const builtNumbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./format');
      expect(fresh.formatDateTime('2026-04-11T12:00:00Z')).toBe('lør. 11. apr. kl. 14:00');
      expect(fresh.formatLongDate('2026-12-24T18:00:00Z')).toBe('torsdag 24. december');
      expect(fresh.formatKr(125_050)).toBe('1.250,50 kr');
      expect(built).not.toHaveBeenCalled();
      expect(builtNumbers).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
      builtNumbers.mockRestore();
    }
  });

  it('writes kroner from øre', () => {
    expect(formatKr(30000)).toBe('300 kr');
    expect(formatKr(125050)).toBe('1.250,50 kr');
    for (const ore of [
      0, -0, 1, 5, 10, 99, 100, 101, 150, 30000, 99_999, 100_000, 125_050, 1_234_567_89, -1, -150, -125_050,
    ]) {
      expect(formatKr(ore), String(ore)).toBe(formatKrByIntl(ore));
    }
    for (let ore = 0; ore < 400_000; ore += 997) expect(formatKr(ore), String(ore)).toBe(formatKrByIntl(ore));
  });
});
