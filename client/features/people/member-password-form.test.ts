import { describe, expect, it } from 'vitest';
import { memberPasswordForm } from './member-password-form';

const member = { username: 'troelsk', firstName: 'Troels', lastName: 'Kragh', email: 'tk@example.dk' };
const problems = (password: string) =>
  memberPasswordForm(member).safeParse({ password }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('Medlemmer › Skift adgangskode: the password rule in the browser (D7)', () => {
  it('refuses a common password and the member’s own names with the server’s message', () => {
    for (const weak of ['qwerty', 'troels', 'Kragh1', 'troelsk'])
      expect(problems(weak), weak).toEqual([['password', 'Adgangskoden er for almindelig']]);
    expect(problems('abc')).toEqual([['password', 'Adgangskode skal være mindst 6 tegn']]);
    expect(problems('Bænkvarmer7')).toBeUndefined();
  });
});
