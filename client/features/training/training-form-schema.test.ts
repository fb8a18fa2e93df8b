import { describe, expect, it } from 'vitest';
import { trainingFormSchema } from './training-form-schema';

const valid = { title: 'Træning', date: '2026-03-29', time: '19:00', location: 'Målfeltet', team: '', notes: '' };
const issues = (values: typeof valid) => {
  const result = trainingFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('training form', () => {
  it('refuses a time the clocks skip when summer time starts, under the time field', () => {
    expect(issues({ ...valid, time: '02:30' })).toEqual([['time', 'Tidspunktet findes ikke (sommertid)']]);
    expect(issues(valid)).toEqual([]);
  });

  it('still calls a date that does not exist an invalid date', () => {
    expect(issues({ ...valid, date: '2026-02-30' })).toEqual([['date', 'Ugyldig dato']]);
  });
});
