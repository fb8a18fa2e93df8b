import { describe, expect, it } from 'vitest';
import { parseClockTime, parseDanishDate } from './cells';

describe('cells', () => {
  it('reads DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY with one-digit parts and a weekday in front', () => {
    expect(parseDanishDate('12/04/2026')).toEqual({ date: '2026-04-12' });
    expect(parseDanishDate('1-4-2026')).toEqual({ date: '2026-04-01' });
    expect(parseDanishDate('3.9.2026')).toEqual({ date: '2026-09-03' });
    expect(parseDanishDate('lør. 12.04.2026')).toEqual({ date: '2026-04-12' });
    expect(parseDanishDate('12.04.2026 14:30')).toEqual({ date: '2026-04-12', time: '14:30' });
  });

  it('refuses impossible or other dates', () => {
    for (const bad of ['31/02/2026', '12/13/2026', '2026-04-12', '12/04/26', '12/04-2026', 'i morgen', '']) {
      expect(parseDanishDate(bad), bad).toBeNull();
    }
  });

  it('reads HH:MM and H.MM', () => {
    expect(parseClockTime('14:00')).toBe('14:00');
    expect(parseClockTime('9.30')).toBe('09:30');
    expect(parseClockTime('kl. 18.45')).toBe('18:45');
    for (const bad of ['24:00', '12:60', '1400', '12', 'ca. 14']) expect(parseClockTime(bad), bad).toBeNull();
  });
});
