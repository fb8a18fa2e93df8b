import { z } from 'zod';

/** Decision 071: an answer may carry a short comment for staff; plain text, one line, at most 140 characters. */
export const MAX_ANSWER_COMMENT = 140;
export const COMMENT_TOO_LONG = `Kommentaren må højst være ${MAX_ANSWER_COMMENT} tegn`;

export const answerComment = z
  .string({ error: 'Ugyldig kommentar' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(MAX_ANSWER_COMMENT, COMMENT_TOO_LONG))
  .transform((s) => (s === '' ? null : s))
  .nullable()
  .optional();
