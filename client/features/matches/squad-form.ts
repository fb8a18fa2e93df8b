import { z } from 'zod';
import { MAX_MEET_PLACE, MAX_SQUAD_NOTE } from '@common/contracts/squads';
import { copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';

/** The squad's meeting fields: Mødetid is a time on the match day (Copenhagen), empty for none. */
export const squadFormSchema = z.object({
  meetTime: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Ugyldigt tidspunkt'),
  meetPlace: z.string().trim().max(MAX_MEET_PLACE, `Mødestedet må højst være ${MAX_MEET_PLACE} tegn`),
  note: z.string().trim().max(MAX_SQUAD_NOTE, `Beskeden må højst være ${MAX_SQUAD_NOTE} tegn`),
});
export type SquadFormValues = z.infer<typeof squadFormSchema>;

export function squadFormValues(squad: {
  meetAt: string | null;
  meetPlace: string | null;
  note: string | null;
}): SquadFormValues {
  return {
    meetTime: squad.meetAt ? instantToCopenhagen(squad.meetAt).time : '',
    meetPlace: squad.meetPlace ?? '',
    note: squad.note ?? '',
  };
}

/** The meeting instant on the match's Copenhagen day, or null without a time. */
export function meetAtOf(matchDate: string, meetTime: string): string | null {
  if (!meetTime) return null;
  const instant = copenhagenToInstant(instantToCopenhagen(matchDate).date, meetTime);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** A player as the squad screens name them: first and last name. */
export const playerName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
