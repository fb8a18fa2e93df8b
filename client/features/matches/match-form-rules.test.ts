import { describe, expect, it } from 'vitest';
import { parseScore, resultRequest, validateNewMatch } from './match-form-rules';

describe('parseScore', () => {
  it('takes whole numbers from 0 and refuses the rest', () => {
    expect(parseScore('0')).toBe(0);
    expect(parseScore(' 12 ')).toBe(12);
    for (const bad of ['', '-1', '1.5', '1,5', 'to', '1000']) expect(parseScore(bad), bad).toBeNull();
  });
});

describe('validateNewMatch', () => {
  const valid = { opponent: 'B.93', date: '2026-07-01', time: '19:00', venue: 'home' as const, location: 'Valby', team: 'serie_3_pulje_5' };

  it('accepts a complete match', () => {
    expect(validateNewMatch(valid)).toEqual({});
  });

  it("gives the spec's messages under the fields that are wrong", () => {
    expect(validateNewMatch({ ...valid, opponent: '  ', location: '', team: '' })).toEqual({
      opponent: 'Modstander er påkrævet',
      location: 'Spillested er påkrævet',
      team: 'Hold er påkrævet',
    });
    expect(validateNewMatch({ ...valid, date: '2026-02-30' }).date).toBe('Ugyldig dato');
    expect(validateNewMatch({ ...valid, date: '2026-03-29', time: '02:30' })).toEqual({ time: 'Tidspunktet findes ikke (sommertid)' });
    expect(validateNewMatch({ ...valid, date: '2026-03-29', time: '03:00' })).toEqual({});
    expect(validateNewMatch({ ...valid, date: '', time: '' })).toMatchObject({ date: 'Ugyldig dato', time: 'Ugyldigt tidspunkt' });
  });
});

describe('resultRequest (edit-result dialog)', () => {
  it('lets a match be set to Aflyst or Planlagt without scores', () => {
    expect(resultRequest('', '', 'cancelled')).toEqual({ homeScore: null, awayScore: null, status: 'cancelled' });
    expect(resultRequest(' ', '', 'scheduled')).toEqual({ homeScore: null, awayScore: null, status: 'scheduled' });
  });

  it('needs both scores for a played match, and both or neither otherwise', () => {
    expect(resultRequest('', '', 'completed')).toBeNull();
    expect(resultRequest('2', '', 'cancelled')).toBeNull();
    expect(resultRequest('2', '-1', 'completed')).toBeNull();
    expect(resultRequest('2', '1', 'completed')).toEqual({ homeScore: 2, awayScore: 1, status: 'completed' });
    expect(resultRequest('0', '0', 'cancelled')).toEqual({ homeScore: 0, awayScore: 0, status: 'cancelled' });
  });
});
