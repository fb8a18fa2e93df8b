import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addCopenhagenDays,
  CLUB_TIME_ZONE,
  copenhagenToInstant,
  copenhagenWallClockProblem,
  instantToCopenhagen,
  NONEXISTENT_TIME_MESSAGE,
} from './time';

describe('Copenhagen time (D1)', () => {
  it('converts winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(copenhagenToInstant('2026-01-15', '19:00').toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(copenhagenToInstant('2026-07-15', '19:00').toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });
  it('round-trips what a person typed', () => {
    expect(instantToCopenhagen(copenhagenToInstant('2026-10-25', '14:30'))).toEqual({
      date: '2026-10-25',
      time: '14:30',
    });
  });
  it('rejects impossible dates', () => {
    expect(Number.isNaN(copenhagenToInstant('2026-02-31', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(copenhagenToInstant('2026-13-01', '10:00').getTime())).toBe(true);
  });
  it('refuses a time the clocks skip when summer time starts, and says why', () => {
    expect(Number.isNaN(copenhagenToInstant('2026-03-29', '02:30').getTime())).toBe(true);
    expect(Number.isNaN(copenhagenToInstant('2026-03-29', '02:00').getTime())).toBe(true);
    expect(copenhagenWallClockProblem('2026-03-29', '02:59')).toBe('nonexistent-time');
    expect(NONEXISTENT_TIME_MESSAGE).toBe('Tidspunktet findes ikke (sommertid)');
    // Either side of the gap is fine: 01:59 is winter time, 03:00 summer time.
    expect(copenhagenToInstant('2026-03-29', '01:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(copenhagenToInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(copenhagenWallClockProblem('2026-03-28', '02:30')).toBeNull();
    // The autumn hour that happens twice exists.
    expect(copenhagenWallClockProblem('2026-10-25', '02:30')).toBeNull();
  });
  it('tells an impossible date from a time that is no time', () => {
    expect(copenhagenWallClockProblem('2026-02-31', '10:00')).toBe('invalid-date');
    expect(copenhagenWallClockProblem('2026-04-01', '24:00')).toBe('invalid-time');
    expect(copenhagenWallClockProblem('2026-04-01', '10:75')).toBe('invalid-time');
    expect(Number.isNaN(copenhagenToInstant('2026-04-01', '10:75').getTime())).toBe(true);
    expect(copenhagenWallClockProblem('2026-04-01', '7.30')).toBeNull();
  });
  it('keeps the wall-clock time when adding days across the summer-time change', () => {
    const before = copenhagenToInstant('2026-10-20', '19:00');
    const after = addCopenhagenDays(before, 14);
    expect(instantToCopenhagen(after)).toEqual({ date: '2026-11-03', time: '19:00' });
    expect(after.getTime() - before.getTime()).toBe(14 * 24 * 3600 * 1000 + 3600 * 1000);
  });
});

describe('instantToCopenhagen by the offset rule', () => {
  const byTimeZoneData = (ms: number) => {
    const t = new TZDate(ms, CLUB_TIME_ZONE);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`,
      time: `${pad(t.getHours())}:${pad(t.getMinutes())}`,
    };
  };

  it('gives what the time-zone data gives, within the offset rule’s years and outside them', () => {
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2110, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000) {
      expect(instantToCopenhagen(new Date(ms)), new Date(ms).toISOString()).toEqual(byTimeZoneData(ms));
    }
  });
});
