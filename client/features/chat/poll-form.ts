import { z } from 'zod';
import { createPollRequest } from '@common/contracts/chat';
import type { FieldErrors } from 'react-hook-form';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

/**
 * The poll as typed: options are rows of a field array; empty rows are left out before the
 * contract's rules (2–10 options, each at most 100 characters, all different) are checked.
 */
export const pollForm = z.object({
  question: createPollRequest.shape.question,
  options: z
    .array(z.object({ text: z.string() }))
    .transform((rows) => rows.map((row) => row.text.trim()).filter(Boolean))
    .pipe(createPollRequest.shape.options),
});
export type PollFormInput = z.input<typeof pollForm>;
export type PollFormOutput = z.output<typeof pollForm>;

export const emptyPoll = (): PollFormInput => ({ question: '', options: [{ text: '' }, { text: '' }] });

/** The dialog shows one message: the question's first, then the options' (as a whole or of one row). */
export function pollFormMessage(errors: FieldErrors<PollFormInput>): string | undefined {
  const options = errors.options;
  const row = Array.isArray(options) ? options.find((o) => o?.text?.message)?.text?.message : undefined;
  return errors.question?.message ?? options?.message ?? options?.root?.message ?? row;
}
