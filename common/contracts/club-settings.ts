import { z } from 'zod';

const kr = (label: string) =>
  z
    .number(`${label} skal være et tal`)
    .int(`${label} skal være et helt antal øre`)
    .min(100, `${label} skal være mindst 1 kr`)
    .max(10_000_000, `${label} er for høj`);
const months = (label: string) =>
  z.number(`${label} skal være et tal`).int(`${label} skal være et helt antal måneder`).min(1, `${label} skal være mindst 1 måned`).max(36, `${label} må højst være 36 måneder`);

/** PUT /api/admin/club-settings: prices in øre and periods in months (D2). */
export const clubSettingsRequest = z.strictObject({
  playerFeeOre: kr('Spillerkontingent'),
  playerPeriodMonths: months('Spillerperiode'),
  ruFeeOre: kr('RU-kontingent'),
  ruPeriodMonths: months('RU-periode'),
});
export type ClubSettingsRequest = z.infer<typeof clubSettingsRequest>;
