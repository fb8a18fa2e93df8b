import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED_MESSAGE, configureZod } from './zod-config';

configureZod();

describe('missingLikeEmpty', () => {
  it('answers a left-out field with the message its empty value gets', () => {
    const form = z.strictObject({
      username: z.string().trim().min(1, 'Brugernavn er påkrævet'),
      phone: z.string().regex(/^\d*$/, 'Telefonnummer må kun indeholde tal').length(8, 'Telefonnummer skal være 8 cifre'),
      userIds: z.array(z.number()).min(1, 'Vælg mindst én bruger'),
      card: z.strictObject({ number: z.string().min(1, 'Indtast kortnummer') }),
      approve: z.boolean(),
      kind: z.literal('ru_member'),
      amount: z.number({ error: 'Udfyld venligst alle felter' }),
    });
    const messages = (input: unknown) => Object.fromEntries(form.safeParse(input).error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages({})).toEqual({
      username: 'Brugernavn er påkrævet',
      phone: 'Telefonnummer skal være 8 cifre',
      userIds: 'Vælg mindst én bruger',
      card: 'Indtast kortnummer',
      approve: REQUIRED_MESSAGE,
      kind: REQUIRED_MESSAGE,
      amount: 'Udfyld venligst alle felter',
    });
    expect(messages({ username: '', phone: '', userIds: [], card: {} })).toMatchObject({
      username: 'Brugernavn er påkrævet',
      phone: 'Telefonnummer skal være 8 cifre',
      userIds: 'Vælg mindst én bruger',
      'card.number': 'Indtast kortnummer',
    });
  });

  it('leaves wrong types and other mistakes to the contract and the Danish locale', () => {
    expect(z.string().min(1, 'X').safeParse(5).error?.issues[0]?.message).toMatch(/^Ugyldigt input/);
    expect(z.string().optional().safeParse(undefined).success).toBe(true);
  });
});
