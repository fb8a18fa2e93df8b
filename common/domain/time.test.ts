import { describe, expect, it } from 'vitest';
import { addCopenhagenDays, copenhagenToInstant, instantToCopenhagen } from './time';

describe('Copenhagen time (D1)', () => {
  it('converts winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(copenhagenToInstant('2026-01-15', '19:00').toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(copenhagenToInstant('2026-07-15', '19:00').toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });
  it('round-trips what a person typed', () => {
    expect(instantToCopenhagen(copenhagenToInstant('2026-10-25', '14:30'))).toEqual({ date: '2026-10-25', time: '14:30' });
  });
  it('rejects impossible dates', () => {
    expect(Number.isNaN(copenhagenToInstant('2026-02-31', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(copenhagenToInstant('2026-13-01', '10:00').getTime())).toBe(true);
  });
  it('keeps the wall-clock time when adding days across the summer-time change', () => {
    const before = copenhagenToInstant('2026-10-20', '19:00');
    const after = addCopenhagenDays(before, 14);
    expect(instantToCopenhagen(after)).toEqual({ date: '2026-11-03', time: '19:00' });
    expect(after.getTime() - before.getTime()).toBe(14 * 24 * 3600 * 1000 + 3600 * 1000);
  });
});
