import type { z } from 'zod';
import { type PasswordOwner, weakPasswordReason } from '../domain/password-rules';

/**
 * The D7 password rule as a form refinement: the password in `field` is refused under that field
 * with the server's message when it is common or one of the owner's names. `owner` reads the
 * names from the form's own values (registration) or returns the person the form is for.
 */
export function newPasswordRule<T extends object>(
  field: keyof T & string,
  owner: (values: T) => PasswordOwner = () => ({}),
) {
  return (values: T, ctx: z.RefinementCtx) => {
    const password = values[field];
    const reason = typeof password === 'string' ? weakPasswordReason(password, owner(values)) : null;
    if (reason) ctx.addIssue({ code: 'custom', path: [field], message: reason });
  };
}
