import { z } from 'zod';

/**
 * Hjem's 'Til dig' (decision 075): what needs the signed-in person now. Each list is bounded
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

export { eventKey } from './plain-values';

/** Staff tasks about an event of the last or the next days (matches and trainings). */
export const TASK_PAST_DAYS = 14;
/** A squad is due from this many days before its match (an open task until it is published). */
export const SQUAD_TASK_DAYS = 5;
/** Failed mails this recent are a task for admin. */
export const FAILED_MAIL_DAYS = 7;

const due = z.string();
const taskOfEvent = <K extends string>(kind: K) =>
  z.object({ kind: z.literal(kind), event: forYouEventSchema, due });

/**
 * A task of a coach, the board or admin (the reader's own, the server decides which apply): one
 * tap from where it is done. `due` is when it is due (the event's time, the earliest due date, the
 * failure), and the list comes in that order.
 * - squad: the squad of a match of a team they coach, from SQUAD_TASK_DAYS before, is not published;
 * - remind: `count` people of the team (those Påmind nu reaches, the reader among them when they
 *   have not answered either) have not answered the team's next match or training; not when the
 *   reader is the only one, nor within 6 hours of Påmind nu;
 * - result: a played match without a score; events: the club scored and no goal is registered;
 * - attendance: a started event of the last TASK_PAST_DAYS days without attendance;
 * - unpaid-players: `count` players of the team with a kontingent past its due date (for information);
 * - kontingent-overdue: outstanding kontingents past due in the club, `count` and `total` (øre);
 * - registrations-unpaid: `count` people registered by invitation who have not paid (role none);
 * - failed-jobs: jobs whose last run failed (their labels); failed-mails: mails that failed lately.
 */
export const forYouTaskSchema = z.discriminatedUnion('kind', [
  taskOfEvent('squad'),
  taskOfEvent('remind').extend({ count: z.number().int() }),
  taskOfEvent('result'),
  taskOfEvent('events'),
  taskOfEvent('attendance'),
  z.object({
    kind: z.literal('unpaid-players'),
    count: z.number().int(),
    teamName: z.string().nullable(),
    due,
  }),
  z.object({ kind: z.literal('kontingent-overdue'), count: z.number().int(), total: z.number().int(), due }),
  z.object({ kind: z.literal('registrations-unpaid'), count: z.number().int(), due }),
  z.object({ kind: z.literal('failed-jobs'), count: z.number().int(), labels: z.array(z.string()), due }),
  z.object({ kind: z.literal('failed-mails'), count: z.number().int(), due }),
]);
export type ForYouTask = z.infer<typeof forYouTaskSchema>;
export type ForYouTaskKind = ForYouTask['kind'];

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
  /** The staff tasks of a coach, the board or admin, in the order they are due (empty for others). */
  tasks: z.array(forYouTaskSchema),
});
export type ForYou = z.infer<typeof forYouSchema>;

export const promptParams = z.strictObject({
  key: z.enum(PROMPT_KEYS, { error: UNKNOWN_PROMPT }),
});
export const dismissedResponse = z.object({ success: z.literal(true) });
