import { z } from 'zod';

/**
 * Hjem's 'Til dig' (issue 16 §3): what needs the signed-in person now. Each list is bounded
 * (FOR_YOU_LIMIT); the server decides what is theirs.
 */
export const FOR_YOU_LIMIT = 5;
/** Unanswered events of the next this many days. */
export const FOR_YOU_DAYS = 7;

/**
 * Advice prompts (not obligations) a person may hide with 'Skjul'; hidden stays hidden on every
 * device. A fixed list: the dismiss route refuses any other key.
 */
export const PROMPT_KEYS = ['add-card'] as const;
export type PromptKey = (typeof PROMPT_KEYS)[number];
export const UNKNOWN_PROMPT = 'Ukendt forslag';

export const forYouEventSchema = z.object({
  kind: z.enum(['match', 'training']),
  id: z.number().int(),
  /** 'B93' for a match (the opponent), the training's title. */
  title: z.string(),
  /** The team's display name; null for a club-wide training. */
  teamName: z.string().nullable(),
  date: z.string(),
});
export type ForYouEvent = z.infer<typeof forYouEventSchema>;

export const forYouSchema = z.object({
  events: z.array(forYouEventSchema),
  /** Outstanding payments (status pending): how many, their total in øre, and whether one is past due. */
  payment: z.object({ count: z.number().int(), total: z.number().int(), overdue: z.boolean() }).nullable(),
  /** Unread important announcements (titles of the newest, and the count). */
  announcements: z.object({ count: z.number().int(), titles: z.array(z.string()) }).nullable(),
  /** Coming matches whose published squad has the person in it. */
  squads: z.array(
    z.object({
      matchId: z.number().int(),
      opponent: z.string(),
      date: z.string(),
      selection: z.enum(['starter', 'bench', 'reserve']),
    }),
  ),
  /** Advice prompts that apply to the person and that they have not hidden. */
  prompts: z.array(z.enum(PROMPT_KEYS)),
});
export type ForYou = z.infer<typeof forYouSchema>;

export const promptParams = z.strictObject({
  key: z.enum(PROMPT_KEYS, { error: UNKNOWN_PROMPT }),
});
export const dismissedResponse = z.object({ success: z.literal(true) });

/**
 * Hjem's first load in one answer (issue 15 §2): the reads a phone makes when it opens the app on
 * Hjem, answered by their own routes in one request. Keyed by path; a read the person may not make
 * (or that failed) is left out, and the client then asks for it on its own, as before.
 */
export const HOME_START_READS = [
  '/api/session',
  '/api/chat/channels',
  '/api/announcements/unread',
  '/api/subscriptions/offers',
  '/api/payments',
  '/api/home/for-you',
  '/api/matches',
  '/api/training',
  '/api/teams',
] as const;
export type HomeStartRead = (typeof HOME_START_READS)[number];
export const homeStartSchema = z.object({ reads: z.partialRecord(z.enum(HOME_START_READS), z.unknown()) });
export type HomeStart = z.infer<typeof homeStartSchema>;
