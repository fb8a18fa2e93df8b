import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { kontingentFormSchema, membershipFormSchema } from './kontingent-forms';

/** Each field's first message, as the form's resolver shows them. */
const messages = (schema: z.ZodType, input: unknown) => {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
};

describe('kontingentFormSchema (Opret kontingent)', () => {
  it('takes kr with a Danish decimal comma and the trimmed description', () => {
    expect(kontingentFormSchema.parse({ amount: '250,50', description: ' Månedskontingent ', dueDate: '2026-12-01' })).toEqual({
      amount: 250.5,
      description: 'Månedskontingent',
      dueDate: '2026-12-01',
    });
  });

  it("asks for every field with the contract's messages", () => {
    expect(messages(kontingentFormSchema, { amount: ' ', description: '', dueDate: '' })).toEqual({
      amount: 'Udfyld venligst alle felter',
      description: 'Udfyld venligst alle felter',
      dueDate: 'Udfyld venligst alle felter',
    });
    expect(messages(kontingentFormSchema, { amount: '0', description: 'x', dueDate: '2026-12-01' })).toEqual({ amount: 'Beløbet skal være større end 0' });
  });
});

describe('membershipFormSchema (Opret medlemskab)', () => {
  it('takes whole months from 1', () => {
    expect(membershipFormSchema.parse({ membershipType: 'ru_member', duration: '12' })).toEqual({ membershipType: 'ru_member', duration: 12 });
    expect(messages(membershipFormSchema, { membershipType: 'player', duration: '' })).toEqual({ duration: 'Varighed skal være mindst 1 måned' });
    expect(messages(membershipFormSchema, { membershipType: 'player', duration: '0' })).toEqual({ duration: 'Varighed skal være mindst 1 måned' });
    expect(messages(membershipFormSchema, { membershipType: 'player', duration: '1.5' })).toEqual({ duration: 'Varighed skal være et helt antal måneder' });
  });
});
