import { describe, expect, it } from 'vitest';
import { instantToCopenhagen } from './time';
import { seriesDates } from './training-series';

describe('weekly training series', () => {
  it('keeps 19:00 across the October change to winter time', () => {
    // Tuesdays 20 Oct – 3 Nov 2026; summer time ends on Sunday 25 October.
    const dates = seriesDates({ weekdays: [2], time: '19:00', fromDate: '2026-10-20', toDate: '2026-11-03' });
    expect(dates.map((d) => d.toISOString())).toEqual([
      '2026-10-20T17:00:00.000Z',
      '2026-10-27T18:00:00.000Z',
      '2026-11-03T18:00:00.000Z',
    ]);
    for (const d of dates) expect(instantToCopenhagen(d).time).toBe('19:00');
  });

  it('keeps 19:00 across the March change to summer time, into April', () => {
    // Thursdays 19 March – 9 April 2026; summer time starts on Sunday 29 March.
    const dates = seriesDates({ weekdays: [4], time: '19:00', fromDate: '2026-03-19', toDate: '2026-04-09' });
    expect(dates.map((d) => instantToCopenhagen(d))).toEqual([
      { date: '2026-03-19', time: '19:00' },
      { date: '2026-03-26', time: '19:00' },
      { date: '2026-04-02', time: '19:00' },
      { date: '2026-04-09', time: '19:00' },
    ]);
    expect(dates[0]!.toISOString()).toBe('2026-03-19T18:00:00.000Z');
    expect(dates[3]!.toISOString()).toBe('2026-04-09T17:00:00.000Z');
  });

  it('takes several weekdays, both ends included, in date order', () => {
    const dates = seriesDates({ weekdays: [4, 1], time: '18:30', fromDate: '2026-06-01', toDate: '2026-06-11' });
    expect(dates.map((d) => instantToCopenhagen(d).date)).toEqual(['2026-06-01', '2026-06-04', '2026-06-08', '2026-06-11']);
  });

  it('gives nothing when the range is backwards or has none of the weekdays', () => {
    expect(seriesDates({ weekdays: [1], time: '19:00', fromDate: '2026-06-10', toDate: '2026-06-01' })).toEqual([]);
    expect(seriesDates({ weekdays: [7], time: '19:00', fromDate: '2026-06-01', toDate: '2026-06-05' })).toEqual([]);
  });

  it('stops one past the limit so the caller can refuse a too-long series', () => {
    const dates = seriesDates({ weekdays: [1, 2, 3, 4, 5, 6, 7], time: '10:00', fromDate: '2026-01-01', toDate: '2030-12-31' }, 10);
    expect(dates).toHaveLength(11);
  });
});
