import { describe, expect, it } from 'vitest';
import { emailsForm, splitAddresses } from './email-addresses';

describe('invitation addresses', () => {
  it('takes one address a line, commas and semicolons too, and skips blank lines', () => {
    expect(splitAddresses(' a@example.dk \n\nb@example.dk, c@example.dk;d@example.dk\n')).toEqual([
      'a@example.dk',
      'b@example.dk',
      'c@example.dk',
      'd@example.dk',
    ]);
  });

  it('names the first invalid address, refuses none and more than 50', () => {
    const message = (emails: string) => {
      const parsed = emailsForm.safeParse({ emails });
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message('a@example.dk\nikke-en-adresse')).toBe('Ugyldig email: ikke-en-adresse');
    expect(message('')).toBe('Skriv mindst én email');
    expect(message(Array.from({ length: 51 }, (_, i) => `p${i}@example.dk`).join('\n'))).toBe(
      'Højst 50 emails ad gangen',
    );
    expect(message('a@example.dk\nb@example.dk')).toBeNull();
  });
});
