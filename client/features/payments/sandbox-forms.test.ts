import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sandboxCardFormSchema, sandboxMobilePayFormSchema } from './sandbox-forms';

/** Each field's first message, as the form's resolver shows them. */
const messages = (schema: z.ZodType, input: unknown) => {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
};

describe('sandboxCardFormSchema', () => {
  it('gives the sandbox form its messages under each field', () => {
    expect(messages(sandboxCardFormSchema, { number: '4242 4242', expiry: '1234x', cvc: '12' })).toEqual({
      number: 'Indtast et gyldigt kortnummer',
      expiry: 'Indtast udløbsdato som MM/ÅÅ',
      cvc: 'Indtast CVC (3 eller 4 cifre)',
    });
  });

  it('sends number, expiry month and year and CVC as the server takes them', () => {
    expect(sandboxCardFormSchema.parse({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
    expect(sandboxCardFormSchema.parse({ number: '4000002760003184', expiry: '1/2030', cvc: '1234' })).toMatchObject({ expMonth: 1, expYear: 2030 });
  });
});

describe('sandboxMobilePayFormSchema', () => {
  it("uses the server's phone rule and messages", () => {
    expect(messages(sandboxMobilePayFormSchema, { phone: '' })).toEqual({ phone: 'Telefonnummer skal være 8 cifre' });
    expect(messages(sandboxMobilePayFormSchema, { phone: '2233x455' })).toEqual({ phone: 'Telefonnummer må kun indeholde tal' });
    expect(sandboxMobilePayFormSchema.parse({ phone: '22334455' })).toEqual({ phone: '22334455' });
  });
});
