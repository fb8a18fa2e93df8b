import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INVALID_SCORE_MESSAGE, MAX_IMPORT_BYTES } from '@common/contracts/matches';
import { newMatchFormSchema, parseScore, resultFormSchema, resultRequest, scheduleImportFormSchema } from './match-form-rules';

/** Each field's first message, as the form's resolver shows them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
const validateNewMatch = (input: unknown) => fieldErrors(newMatchFormSchema, input);

describe('parseScore', () => {
  it('takes whole numbers from 0 and refuses the rest', () => {
    expect(parseScore('0')).toBe(0);
    expect(parseScore(' 12 ')).toBe(12);
    for (const bad of ['', '-1', '1.5', '1,5', 'to', '1000']) expect(parseScore(bad), bad).toBeNull();
  });
});

describe('newMatchFormSchema (Tilføj kampe)', () => {
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

  it('checks date and time also when another field is wrong, and trims what it keeps', () => {
    expect(validateNewMatch({ ...valid, opponent: '', date: '2026-03-29', time: '02:30' })).toEqual({
      opponent: 'Modstander er påkrævet',
      time: 'Tidspunktet findes ikke (sommertid)',
    });
    expect(validateNewMatch({ ...valid, team: '', date: '2026-02-30' })).toEqual({ team: 'Hold er påkrævet', date: 'Ugyldig dato' });
    expect(newMatchFormSchema.parse({ ...valid, opponent: ' B.93 ', location: ' Valby ' })).toMatchObject({ opponent: 'B.93', location: 'Valby' });
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

describe('resultFormSchema (edit-result dialog)', () => {
  it('turns the typed scores into the request', () => {
    expect(resultFormSchema.parse({ home: ' 3', away: '1 ', status: 'completed' })).toEqual({ homeScore: 3, awayScore: 1, status: 'completed' });
    expect(resultFormSchema.parse({ home: '', away: '', status: 'cancelled' })).toEqual({ homeScore: null, awayScore: null, status: 'cancelled' });
  });

  it("gives 'Ugyldig score' on the home field for scores that are not whole numbers, or missing on a played match", () => {
    expect(fieldErrors(resultFormSchema, { home: '-1', away: '2', status: 'completed' })).toEqual({ home: INVALID_SCORE_MESSAGE });
    expect(fieldErrors(resultFormSchema, { home: '', away: '', status: 'completed' })).toEqual({ home: INVALID_SCORE_MESSAGE });
  });
});

describe('scheduleImportFormSchema (Upload Kampprogram)', () => {
  const csv = (bytes: number) => new File([new Uint8Array(bytes)], 'kampprogram.csv', { type: 'text/csv' });

  it("asks for team, competition and one file with the screen's messages", () => {
    expect(fieldErrors(scheduleImportFormSchema, { teamName: '', competition: '', csvFile: null })).toEqual({
      teamName: 'Vælg et hold',
      competition: 'Vælg en turnering',
      csvFile: 'Vælg præcis én fil',
    });
  });

  it('refuses a file over 5 MB and passes a complete form on', () => {
    const form = { teamName: 'senior_2', competition: 'serie_5' };
    expect(fieldErrors(scheduleImportFormSchema, { ...form, csvFile: csv(MAX_IMPORT_BYTES + 1) })).toEqual({
      csvFile: 'Filen er for stor (højst 5 MB)',
    });
    const file = csv(MAX_IMPORT_BYTES);
    expect(scheduleImportFormSchema.parse({ ...form, csvFile: file })).toEqual({ ...form, csvFile: file });
  });
});
