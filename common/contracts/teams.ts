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
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

/** PUT /api/admin/teams/{code}: the team's name as DBU writes it (used by the schedule import). */
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
