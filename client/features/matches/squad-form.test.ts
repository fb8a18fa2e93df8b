import { describe, expect, it } from 'vitest';
import { meetAtOf, squadFormSchema, squadFormValues } from './squad-form';

describe('squad form', () => {
  it('puts Mødetid on the match day in Copenhagen time, and back', () => {
    const meetAt = meetAtOf('2026-05-02T12:00:00.000Z', '13:15');
    expect(meetAt).toBe('2026-05-02T11:15:00.000Z');
    expect(squadFormValues({ meetAt, meetPlace: null, note: 'Hvide trøjer' })).toEqual({
      meetTime: '13:15',
      meetPlace: '',
      note: 'Hvide trøjer',
    });
    expect(meetAtOf('2026-05-02T12:00:00.000Z', '')).toBeNull();
  });

  it('refuses a time that is no time, in Danish', () => {
    const result = squadFormSchema.safeParse({ meetTime: '25:00', meetPlace: '', note: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ugyldigt tidspunkt');
  });
});
