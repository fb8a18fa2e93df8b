import { describe, expect, it } from 'vitest';
import { resetPasswordForm } from './reset-password-form';

const messageOf = (password: string, confirmPassword = password) =>
  resetPasswordForm.safeParse({ password, confirmPassword }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('Vælg ny adgangskode: the rules every password form checks in the browser (D7)', () => {
  it('refuses a common password with the server’s message, in any case', () => {
    expect(messageOf('password')).toEqual([['password', 'Adgangskoden er for almindelig']]);
    expect(messageOf('Qwerty123')).toEqual([['password', 'Adgangskoden er for almindelig']]);
  });

  it('keeps the length rule first and the confirmation rule', () => {
    expect(messageOf('abc')).toEqual([['password', 'Adgangskode skal være mindst 6 tegn']]);
    expect(messageOf('Fodbold2026', 'Fodbold2027')).toEqual([['confirmPassword', 'Adgangskoderne matcher ikke']]);
    expect(messageOf('Fodbold2026')).toBeUndefined();
  });
});
