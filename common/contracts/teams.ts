import { z } from 'zod';

export const teamSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  leagueLabel: z.string(),
  dbuName: z.string(),
  sortOrder: z.number().int(),
  /** Udtagelse's squad size as the team set it; null: the default (16, 12 for 8:8; decision 070). */
  squadSize: z.number().int().nullable(),
  /** Forventet fremmøde: unanswered players count as coming to the team's trainings (decision 074). */
  expectedAttendance: z.boolean(),
  /** Archived on Administrer hold (decision 107): GET /api/teams leaves it out; its history stays. */
  archived: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

const displayNameField = z
  .string({ error: 'Holdets navn er påkrævet' })
  .trim()
  .min(1, 'Holdets navn er påkrævet')
  .max(60, 'Holdets navn må højst være 60 tegn');
const leagueLabelField = z.string().trim().max(100, 'Rækken må højst være 100 tegn');
const dbuNameField = z.string().trim().max(100, 'DBU-navnet må højst være 100 tegn');
const squadSizeField = z
  .number({ error: 'Angiv truppens størrelse' })
  .int('Truppens størrelse skal være et helt tal')
  .min(5, 'Truppens størrelse skal være mellem 5 og 40')
  .max(40, 'Truppens størrelse skal være mellem 5 og 40')
  .nullable();

/** POST /api/admin/teams (Administrer hold, admin): a new team; its code is made from the name. */
export const createTeamRequest = z.strictObject({
  displayName: displayNameField,
  leagueLabel: leagueLabelField.default(''),
  dbuName: dbuNameField.default(''),
  squadSize: squadSizeField.default(null),
  expectedAttendance: z.boolean({ error: 'Angiv om spillerne forventes til træning' }).default(false),
});
export type CreateTeamRequest = z.input<typeof createTeamRequest>;

/** PATCH /api/admin/teams/{code} (Administrer hold, admin): any of the team's details; at least one. */
export const editTeamRequest = z
  .strictObject({
    displayName: displayNameField.optional(),
    leagueLabel: leagueLabelField.optional(),
    dbuName: dbuNameField.optional(),
    squadSize: squadSizeField.optional(),
    expectedAttendance: z.boolean({ error: 'Angiv om spillerne forventes til træning' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Angiv mindst én ændring');
export type EditTeamRequest = z.infer<typeof editTeamRequest>;

/** PUT /api/admin/teams-order: every active team's code, in the order the club wants them. */
export const teamOrderRequest = z.strictObject({
  codes: z
    .array(z.string().min(1).max(60), { error: 'Angiv holdenes rækkefølge' })
    .min(1, 'Angiv holdenes rækkefølge')
    .max(200, 'For mange hold')
    .refine((codes) => new Set(codes).size === codes.length, 'Et hold står to gange'),
});
export type TeamOrderRequest = z.infer<typeof teamOrderRequest>;

/** PUT /api/admin/teams/{code}/archived: archive a team or bring it back. */
export const archiveTeamRequest = z.strictObject({
  archived: z.boolean({ error: 'Angiv om holdet skal arkiveres' }),
});
export type ArchiveTeamRequest = z.infer<typeof archiveTeamRequest>;

/** PUT /api/admin/teams/{code}: the team's name as DBU writes it (used by the schedule import). */
// Administrer hold's PATCH edits every detail; this one stays for Systemindstillinger's DBU names.
export const updateTeamRequest = z.strictObject({
  dbuName: z
    .string({ error: 'DBU-navn er påkrævet' })
    .trim()
    .min(1, 'DBU-navn er påkrævet')
    .max(100, 'DBU-navnet må højst være 100 tegn'),
});
export type UpdateTeamRequest = z.infer<typeof updateTeamRequest>;

/** PUT /api/teams/{code}/squad-size (coach, admin): the team's squad size; null goes back to the default. */
export const squadSizeRequest = z.strictObject({
  squadSize: z
    .number({ error: 'Angiv truppens størrelse' })
    .int('Truppens størrelse skal være et helt tal')
    .min(5, 'Truppens størrelse skal være mellem 5 og 40')
    .max(40, 'Truppens størrelse skal være mellem 5 og 40')
    .nullable(),
});
export type SquadSizeRequest = z.infer<typeof squadSizeRequest>;

/** PUT /api/teams/{code}/expected-attendance (coach of the team, admin): Forventet fremmøde til træning on or off. */
export const expectedAttendanceRequest = z.strictObject({
  expected: z.boolean({ error: 'Angiv om spillerne forventes til træning' }),
});
export type ExpectedAttendanceRequest = z.infer<typeof expectedAttendanceRequest>;
