import { describe, expect, it } from 'vitest';
import { absenceFormSchema, toAbsenceBody } from './absence-form';

describe('absence form', () => {
  it('lets an injury be open-ended but asks a holiday for its last day', () => {
    expect(
      absenceFormSchema.safeParse({ kind: 'injury', from: '2026-05-01', to: '', note: '' }).success,
    ).toBe(true);
    const holiday = absenceFormSchema.safeParse({ kind: 'holiday', from: '2026-05-01', to: '', note: '' });
    expect(holiday.error?.issues[0]?.message).toBe('Angiv en til-dato');
    const backwards = absenceFormSchema.safeParse({
      kind: 'other',
      from: '2026-05-03',
      to: '2026-05-01',
      note: '',
    });
    expect(backwards.error?.issues[0]?.message).toBe('Til-datoen skal være efter fra-datoen');
  });

  it('sends only what is filled in', () => {
    expect(toAbsenceBody({ kind: 'injury', from: '2026-05-01', to: '', note: '' })).toEqual({
      kind: 'injury',
      from: '2026-05-01',
    });
    expect(toAbsenceBody({ kind: 'injury', from: '2026-05-01', to: '', note: '' }, 7)).toEqual({
      kind: 'injury',
      from: '2026-05-01',
      userId: 7,
    });
  });
});
