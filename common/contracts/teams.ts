import { z } from 'zod';

export const teamSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  leagueLabel: z.string(),
  dbuName: z.string(),
  sortOrder: z.number().int(),
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
