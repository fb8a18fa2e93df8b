import { z } from 'zod';

/** One row of a league table (part 1 §3). form: the results DBU printed, oldest first, as W/D/L. */
export const leagueRowSchema = z.object({
  position: z.number().int(),
  team: z.string(),
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDiff: z.number().int(),
  points: z.number().int(),
  form: z.array(z.enum(['W', 'D', 'L'])),
  isOwnTeam: z.boolean(),
  /**
   * DBU's remark on the team (the '!' on dbu.dk), usually a point deduction: the explanation
   * ('Fratrukket 3 point jf. turneringsreglementets § 9 (udeblivelse)'), '' when DBU gave none,
   * null when there is no remark. The points are as DBU printed them, deduction included.
   */
  remark: z.string().nullable(),
});
export type LeagueRow = z.infer<typeof leagueRowSchema>;

/** A table set: the club team (code + name), its league and the rows. */
export const leagueTableSchema = z.object({
  team: z.string(),
  name: z.string(),
  league: z.string(),
  updatedAt: z.string().nullable(),
  data: z.array(leagueRowSchema),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;
export const leagueTablesResponse = z.array(leagueTableSchema);

export const EMPTY_HTML_MESSAGE = 'Indtast venligst HTML-koden fra DBU';
/** Pasted pages can be whole dbu.dk pages; imports may be up to 5 MiB (S7). */
export const MAX_TABLE_HTML_CHARS = 4_000_000;

export const parseTableRequest = z.strictObject({
  htmlContent: z
    .string(EMPTY_HTML_MESSAGE)
    .max(MAX_TABLE_HTML_CHARS, 'HTML-koden er for lang')
    .refine((s) => s.trim().length > 0, EMPTY_HTML_MESSAGE),
  /** The club team the table belongs to; found from the teams' DBU names when left out. */
  team: z.string().max(100).optional(),
});
export type ParseTableRequest = z.infer<typeof parseTableRequest>;

export const parseTableResponse = z.object({
  teamName: z.string(),
  team: z.string(),
  league: z.string(),
  tableData: z.array(leagueRowSchema),
});
export type ParseTableResponse = z.infer<typeof parseTableResponse>;

export const syncLogEntrySchema = z.object({
  id: z.number().int(),
  syncType: z.string(),
  teamCode: z.string().nullable(),
  status: z.string(),
  recordsUpdated: z.number().int(),
  errorMessage: z.string().nullable(),
  createdBy: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type SyncLogEntry = z.infer<typeof syncLogEntrySchema>;
export const syncLogResponse = z.array(syncLogEntrySchema);
