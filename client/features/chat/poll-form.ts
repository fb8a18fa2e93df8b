import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createPollRequest } from '@common/contracts/chat';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

/** The poll as typed: the options are the rows of a field array. */
export interface PollFormInput {
  question: string;
  options: Array<{ text: string }>;
}

/** The contract's rules for question and options (the channel comes from the screen). */
const pollRules = createPollRequest.pick({ question: true, options: true });
export type PollFormOutput = { question: string; options: string[] };

/** Empty rows are left out and the rest trimmed before the contract's rules (2–10, ≤ 100 characters, all different). */
export const filledOptions = (input: PollFormInput) => ({
  question: input.question,
  options: input.options.map((row) => row.text.trim()).filter(Boolean),
});

/**
 * The form's resolver: the contract's schema on the filled options. (Plain code, not a zod
 * transform: a transform here would grow the zod code every screen's first load shares, P6.)
 */
export const pollResolver: Resolver<PollFormInput, unknown, PollFormOutput> = (values, context, options) =>
  (zodResolver(pollRules) as unknown as Resolver<PollFormInput, unknown, PollFormOutput>)(
    filledOptions(values) as unknown as PollFormInput,
    context,
    options,
  );

/** The contract's answer for a typed poll: the parsed poll, or its messages. */
export const parsePoll = (input: PollFormInput) => pollRules.safeParse(filledOptions(input));

export const emptyPoll = (): PollFormInput => ({ question: '', options: [{ text: '' }, { text: '' }] });

/** The dialog shows one message: the question's first, then the options' (as a whole or of one row). */
export function pollFormMessage(errors: FieldErrors<PollFormInput>): string | undefined {
  const options = errors.options;
  const row = Array.isArray(options) ? options.find((o) => o?.text?.message)?.text?.message : undefined;
  return errors.question?.message ?? options?.message ?? options?.root?.message ?? row;
}
