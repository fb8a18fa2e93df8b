import { z } from 'zod';
import { answerComment } from './availability-comment';
import { answerSummarySchema } from './event-answers';
import { idInUrl } from './ids';

/** Training statuses (part 2 §4): scheduled ⇄ cancelled (Aflys / Genaktiver). */
export const TRAINING_STATUSES = ['scheduled', 'cancelled'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export { DEFAULT_TRAINING_LOCATION, TRAINING_PAGE_SIZE } from './plain-values';

/** The most trainings one weekly series may create (a season of three a week fits). */
export const MAX_SERIES_TRAININGS = 200;

const titleField = z
  .string({ error: 'Titel er påkrævet' })
  .trim()
  .min(1, 'Titel er påkrævet')
  .max(100, 'Titlen må højst være 100 tegn');
const locationField = z
  .string({ error: 'Sted er påkrævet' })
  .trim()
  .min(1, 'Sted er påkrævet')
  .max(100, 'Stedet må højst være 100 tegn');
const notesField = z.string().trim().max(1000, 'Noterne må højst være 1000 tegn').nullish();
const teamField = z.string().max(60, 'Ukendt hold').nullish();

/** An instant with its offset, as the client sends it after converting Copenhagen wall-clock (D1). */
const dateField = z
  .string({ error: 'Ugyldig dato' })
  .max(40, 'Ugyldig dato')
  .refine((value) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
    if (!m || Number.isNaN(Date.parse(value))) return false;
    // Reject days that roll over (31 February).
    const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return day.getUTCDate() === Number(m[3]) && day.getUTCMonth() === Number(m[2]) - 1;
  }, 'Ugyldig dato');

export const createTrainingRequest = z.strictObject({
  title: titleField,
  date: dateField,
  location: locationField,
  notes: notesField,
  team: teamField,
});
export type CreateTrainingRequest = z.infer<typeof createTrainingRequest>;

/** PUT /api/training/{id}: the data, or only {status} (part 2 §7). */
export const updateTrainingRequest = z
  .strictObject({
    title: titleField.optional(),
    date: dateField.optional(),
    location: locationField.optional(),
    notes: notesField,
    team: teamField,
    status: z.enum(TRAINING_STATUSES, { error: 'Ugyldig status' }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Intet at opdatere' });
export type UpdateTrainingRequest = z.infer<typeof updateTrainingRequest>;

const wallDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    }, message);

/** A weekly series: weekdays 1 (Monday) … 7 (Sunday) at one Copenhagen wall-clock time. */
export const createSeriesRequest = z.strictObject({
  title: titleField,
  location: locationField,
  notes: notesField,
  team: teamField,
  weekdays: z
    .array(
      z.number({ error: 'Vælg mindst én ugedag' }).int().min(1, 'Ugyldig ugedag').max(7, 'Ugyldig ugedag'),
      {
        error: 'Vælg mindst én ugedag',
      },
    )
    .min(1, 'Vælg mindst én ugedag')
    .max(7, 'Ugyldig ugedag'),
  time: z.string({ error: 'Ugyldigt tidspunkt' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ugyldigt tidspunkt'),
  fromDate: wallDate('Ugyldig startdato'),
  toDate: wallDate('Ugyldig slutdato'),
});
export type CreateSeriesRequest = z.infer<typeof createSeriesRequest>;

export const trainingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  location: z.string(),
  notes: z.string().nullable(),
  status: z.enum(TRAINING_STATUSES),
  team: z.string().nullable(),
  seriesId: z.string().nullable(),
});
export type Training = z.infer<typeof trainingSchema>;

/** A training in the list, with the caller's own answer and the answer counts. */
export const trainingListItemSchema = trainingSchema.extend({
  myAvailability: z.boolean().nullable(),
  availableCount: z.number().int(),
  unavailableCount: z.number().int(),
  /** Forventet fremmøde (decision 074): the team's players without an answer who count as coming; 0 when the team has it off. */
  expectedCount: z.number().int(),
  /** Klar / ikke klar / mangler svar and who is coming (decision 078); faces for staff only. */
  answers: answerSummarySchema,
});
export type TrainingListItem = z.infer<typeof trainingListItemSchema>;
export const trainingListSchema = z.array(trainingListItemSchema);


/**
 * GET /api/training?after=<instant>&afterId=<id>: the next page after that training (by date,
 * then id), so a whole season can be reached a page at a time. Without: the first page.
 */
export const trainingListQuery = z
  .object({
    after: z.iso.datetime({ offset: true, error: 'Ugyldig dato' }).optional(),
    afterId: idInUrl('Ugyldig træning').optional(),
  })
  .refine((q) => q.afterId === undefined || q.after !== undefined, {
    message: 'Et trænings-id kræver en dato',
    path: ['after'],
  });
export type TrainingListQuery = z.infer<typeof trainingListQuery>;

export const seriesResponse = z.object({
  seriesId: z.string(),
  count: z.number().int(),
  trainings: z.array(trainingSchema),
});
export type SeriesResult = z.infer<typeof seriesResponse>;
export const deletedResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
export type DeletedResult = z.infer<typeof deletedResponse>;

/** Klar / Ikke klar, with an optional comment for staff (decision 071); each answer replaces the comment. */
export const availabilityRequest = z.strictObject({
  available: z.boolean({ error: 'Angiv om du er klar' }),
  comment: answerComment,
});
export type AvailabilityRequest = z.input<typeof availabilityRequest>;
export const availabilityResponse = z.object({ available: z.boolean().nullable() });
export type AvailabilityAnswer = z.infer<typeof availabilityResponse>;

export const availabilityEntrySchema = z.object({
  userId: z.number().int(),
  available: z.boolean(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;
export const availabilityListSchema = z.array(availabilityEntrySchema);

/** The players of the training's team who have not answered yet (staff only). */
export const notAnsweredSchema = z.array(
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    /** Forventet: the team has Forventet fremmøde on, so this player counts as coming (decision 074). */
    expected: z.boolean(),
  }),
);
export type NotAnswered = z.infer<typeof notAnsweredSchema>;

export const trainingIdParams = z.strictObject({ id: idInUrl('Ugyldig træning') });
export const trainingUserParams = trainingIdParams.extend({ userId: idInUrl('Ugyldig bruger') });
