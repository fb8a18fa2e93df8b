import { conflict, type DomainError } from '../core/domain-error';

/** PostgreSQL's unique_violation; PGlite reports the same code. */
const UNIQUE_VIOLATION = '23505';

interface PgError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/**
 * The unique violation behind an error (Drizzle wraps the driver's error in `cause`), or null.
 * Returns the name of the constraint or index that refused the row.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as PgError;
    if (e.code === UNIQUE_VIOLATION) {
      return { constraint: typeof e.constraint === 'string' ? e.constraint : typeof e.detail === 'string' ? e.detail : '' };
    }
    current = e.cause;
  }
  return null;
}

export const EMAIL_TAKEN = 'Email er allerede i brug';
export const USERNAME_TAKEN = 'Brugernavnet er allerede taget';

/**
 * The 409 a unique violation becomes when two requests race past the application's own check
 * (two registrations with the same email at the same moment): a Danish message, never a 500.
 */
export function uniqueViolationResponse(constraint: string): DomainError {
  const name = constraint.toLowerCase();
  if (name.includes('email')) return conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (name.includes('username')) return conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  return conflict('Oplysningerne findes allerede. Opdater siden og prøv igen.');
}
