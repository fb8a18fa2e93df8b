import { z } from 'zod';

/**
 * The one rule for record ids (F8). Every table's id is a PostgreSQL `integer`
 * (serial): 1 … 2,147,483,647. A larger number used to reach the database and come back as a
 * 500; here it is a 400 with a Danish message before any handler runs.
 */
export const MAX_RECORD_ID = 2_147_483_647;
export const INVALID_ID_MESSAGE = 'Ugyldigt id';

/**
 * An id or id cursor in a path or query string: decimal digits only (no sign, exponent, hex,
 * spaces or leading zeros), within the integer range. `message` names the thing where that
 * reads better ('Ugyldig kamp'); the rule is the same.
 */
export function idInUrl(message: string = INVALID_ID_MESSAGE) {
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_RECORD_ID, message));
}

/** An id in a JSON body (a number there): the same range. */
export function idInBody(message: string = INVALID_ID_MESSAGE) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/** `{ id }` in a path. */
export const idParams = z.strictObject({ id: idInUrl() });
