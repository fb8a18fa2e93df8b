import { z } from 'zod';
import { answerComment } from './availability-comment';
import { answerSummarySchema } from './event-answers';
import { idInUrl } from './ids';

/** Match statuses (part 1 §4). */
export const MATCH_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Competitions the schedule import offers (part 2 §3). */
export const COMPETITIONS = [
  'serie_1',
  'serie_2',
  'serie_3',
  'serie_4',
  'serie_5',
  'serie_6',
  'motionsholdet',
] as const;
export type Competition = (typeof COMPETITIONS)[number];

export const INVALID_SCORE_MESSAGE =
  'Ugyldig score: Indtast venligst gyldige tal for hjemme- og udebane-score';

/** A match as the API shows it; `date` is the UTC instant (D1), `myAvailability` the caller's own answer, `mySquad` their place. */
export const matchSchema = z.object({
  id: z.number().int(),
  opponent: z.string(),
  venue: z.string(),
  location: z.string().nullable(),
  date: z.string(),
  status: z.enum(MATCH_STATUSES),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  team: z.string(),
  teamName: z.string(),
  teamSortOrder: z.number().int(),
  competition: z.string().nullable(),
  matchNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Set when DBU no longer lists the match (decision 109): the admin decides what happens to it. */
  removedAtDbu: z.string().nullable().optional(),
  /** DBU's forfeit instead of a score: 'HHT' the home team lost by forfeit, 'UHT' the away team. */
  forfeit: z.enum(['HHT', 'UHT']).nullable().optional(),
  myAvailability: z.boolean().nullable(),
  /**
   * The caller's place once the match's squad is published (decision 070): 'none' when not in it;
   * null while there is no published squad.
   */
  mySquad: z.enum(['starter', 'bench', 'reserve', 'none']).nullable(),
  /** Klar / ikke klar / mangler svar and who is coming (decision 078); faces for staff only. */
  answers: answerSummarySchema,
});
export type Match = z.infer<typeof matchSchema>;
export const matchListSchema = z.array(matchSchema);

export { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE } from './plain-values';

const cursorDate = z.iso.datetime({ offset: true, error: 'Ugyldig dato' });
const cursorId = idInUrl('Ugyldig kamp');

/**
 * GET /api/matches pages on (date, id): ?before=<instant>&beforeId=<id> gives the page of matches
 * before that one (Afsluttede, older), ?after=<instant>&afterId=<id> the page after it
 * (Kommende, later). Without either: the latest played and the next coming.
 */
export const matchListQuery = z
  .object({
    before: cursorDate.optional(),
    beforeId: cursorId.optional(),
    after: cursorDate.optional(),
    afterId: cursorId.optional(),
  })
  .refine((q) => !(q.before && q.after), { message: 'Angiv enten before eller after', path: ['after'] })
  .refine((q) => (q.beforeId === undefined || q.before) && (q.afterId === undefined || q.after), {
    message: 'Et kamp-id kræver en dato',
    path: ['before'],
  });
export type MatchListQuery = z.infer<typeof matchListQuery>;

export const matchIdParams = z.strictObject({ id: idInUrl('Ugyldig kamp') });
export const matchUserParams = matchIdParams.extend({ userId: idInUrl('Ugyldig bruger') });

const score = z
  .number({ error: INVALID_SCORE_MESSAGE })
  .int(INVALID_SCORE_MESSAGE)
  .min(0, INVALID_SCORE_MESSAGE)
  .max(999, INVALID_SCORE_MESSAGE)
  .nullable();

/** PATCH /api/matches/{id}: scores are whole numbers ≥ 0, both or neither; any of the three statuses. */
export const updateMatchRequest = z
  .strictObject({
    homeScore: score,
    awayScore: score,
    status: z.enum(MATCH_STATUSES, { error: 'Ugyldig status' }),
  })
  .refine((b) => (b.homeScore === null) === (b.awayScore === null), {
    message: INVALID_SCORE_MESSAGE,
    path: ['homeScore'],
  });
export type UpdateMatchRequest = z.infer<typeof updateMatchRequest>;

/** Klar / Ikke klar, with an optional comment for staff (decision 071); each answer replaces the comment. */
export const availabilityRequest = z.strictObject({
  available: z.boolean({ error: 'Angiv om du er klar' }),
  comment: answerComment,
});
export type AvailabilityRequest = z.input<typeof availabilityRequest>;

/** One answer in the per-player list (part 1 §3 "Match availability"). */
export const availabilityEntrySchema = z.object({
  userId: z.number().int(),
  available: z.boolean(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;
export const availabilityListSchema = z.array(availabilityEntrySchema);

/** Players and coaches of the match's team who have not answered yet. */
export const unansweredListSchema = z.array(
  z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() }),
);
export type UnansweredPerson = z.infer<typeof unansweredListSchema>[number];

/** One person's answer; `available` is null when they have not answered. */
export const ownAvailabilitySchema = z.object({
  matchId: z.number().int(),
  userId: z.number().int(),
  available: z.boolean().nullable(),
  comment: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type OwnAvailability = z.infer<typeof ownAvailabilitySchema>;

/** Manual entry (part 2 §5): Copenhagen wall-clock date and time (D1). */
export const newMatchSchema = z.strictObject({
  opponent: z
    .string({ error: 'Modstander er påkrævet' })
    .trim()
    .min(1, 'Modstander er påkrævet')
    .max(100, 'Modstanderen må højst være 100 tegn'),
  date: z.string({ error: 'Dato er påkrævet' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig dato'),
  time: z.string({ error: 'Tidspunkt er påkrævet' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ugyldigt tidspunkt'),
  venue: z.enum(['home', 'away'], { error: 'Vælg hjemme eller ude' }),
  location: z
    .string({ error: 'Spillested er påkrævet' })
    .trim()
    .min(1, 'Spillested er påkrævet')
    .max(200, 'Spillestedet må højst være 200 tegn'),
  team: z.string({ error: 'Hold er påkrævet' }).min(1, 'Hold er påkrævet').max(60, 'Ukendt hold'),
});
export type NewMatch = z.infer<typeof newMatchSchema>;

export const MAX_BULK_MATCHES = 100;

export const bulkMatchesRequest = z.strictObject({
  matches: z
    .array(newMatchSchema, { error: 'Ingen kampe' })
    .min(1, 'Ingen kampe')
    .max(MAX_BULK_MATCHES, `Højst ${MAX_BULK_MATCHES} kampe ad gangen`),
});
export type BulkMatchesRequest = z.infer<typeof bulkMatchesRequest>;
export const bulkMatchesResponse = z.object({ count: z.number().int(), matches: matchListSchema });
export type BulkMatchesResult = z.infer<typeof bulkMatchesResponse>;

/** POST /api/matches/upload-csv response (part 2 §3): message, matchCount, errors. */
export const scheduleImportResponse = z.object({
  message: z.string(),
  matchCount: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.string()),
});
export type ScheduleImportResult = z.infer<typeof scheduleImportResponse>;

/** The import form's text fields. */
export const scheduleImportFields = z.object({
  teamName: z.string({ error: 'Vælg et hold' }).min(1, 'Vælg et hold').max(60, 'Ukendt hold'),
  competition: z.enum(COMPETITIONS, { error: 'Vælg en turnering' }),
});

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
