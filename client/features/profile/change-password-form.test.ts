import { describe, expect, it } from 'vitest';
import { changePasswordFormFor } from './change-password-form';

const owner = { username: 'magnusl', firstName: 'Magnus', lastName: 'Lund', email: 'mlund@example.dk' };
const problems = (newPassword: string) =>
  changePasswordFormFor(owner)
    .safeParse({ currentPassword: 'Gammel2025', newPassword, confirmPassword: newPassword })
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('Skift adgangskode: the password rule in the browser (D7)', () => {
  it('refuses a common password and the person’s own names with the server’s message', () => {
    for (const weak of ['123456', 'Magnus', 'lund2026', 'MagnusL', 'mlund1'])
      expect(problems(weak), weak).toEqual([['newPassword', 'Adgangskoden er for almindelig']]);
    expect(problems('Fodbold2026')).toBeUndefined();
  });
});
