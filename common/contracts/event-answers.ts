import { z } from 'zod';

/** How many faces of who is coming a list item carries (the rest are counted, not named). */
export const COMING_FACES = 5;

/** One person who answered Klar, as the list's avatar stack shows them. */
export const comingPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type ComingPerson = z.infer<typeof comingPersonSchema>;

/**
 * The answers of one match or training in a list (decision 078): 'klar', 'ikke klar' and 'mangler
 * svar' (the team's players and coaches who have not answered), counted for everyone; `coming`
 * names the first few who answered Klar, for staff and for those the event asks (its team's
 * players: D22, decision 097), otherwise empty.
 */
export const answerSummarySchema = z.object({
  klar: z.number().int(),
  ikkeKlar: z.number().int(),
  mangler: z.number().int(),
  coming: z.array(comingPersonSchema),
});
export type AnswerSummary = z.infer<typeof answerSummarySchema>;
