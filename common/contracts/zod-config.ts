import { z } from 'zod';
import { da } from 'zod/locales';

/** What a required field says when it is left out and its contract has nothing better to say. */
export const REQUIRED_MESSAGE = 'Feltet er påkrævet';

/** The empty value of each kind of field a form can send. */
const EMPTY: Record<string, unknown> = { string: '', array: [], object: {} };

/**
 * A missing field and an empty one get the same Danish text (F9). Without this,
 * `z.string().min(1, 'Brugernavn er påkrævet')` answers a left-out username with zod's generic
 * 'Ugyldigt input: forventede streng, fik undefined': the type check fails before the check
 * that carries the spec's message ever runs. Here a left-out field is judged as its empty value
 * ('' for text, [] for a list, {} for a group) by the field's own contract, so it gets exactly the
 * message that sending it empty gets; a field with no empty value (a yes/no, a fixed value) gets
 * 'Feltet er påkrævet'. A message the contract sets for a wrong type still wins.
 */
export const missingLikeEmpty: z.core.$ZodErrorMap = (issue) => {
  if (issue.input !== undefined || (issue.code !== 'invalid_type' && issue.code !== 'invalid_value')) return undefined;
  const field = issue.inst;
  if (issue.code === 'invalid_type' && field && 'safeParse' in field && issue.expected in EMPTY) {
    const asEmpty = (field as z.ZodType).safeParse(EMPTY[issue.expected]);
    const message = asEmpty.error?.issues[0]?.message;
    if (message) return message;
  }
  return REQUIRED_MESSAGE;
};

/** Danish messages for every contract, and the rule above. Called once by whatever parses input. */
export function configureZod() {
  z.config({ ...da(), customError: missingLikeEmpty });
}
