import { z } from 'zod';
import { idInBody } from './ids';

/** Fravær (decision 071): Skadet, Ferie, Andet. */
export const ABSENCE_KINDS = ['injury', 'holiday', 'other'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export const ABSENCE_LABEL: Record<AbsenceKind, string> = {
  injury: 'Skadet',
  holiday: 'Ferie',
  other: 'Andet',
};
export const MAX_ABSENCE_NOTE = 100;

export const absenceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  kind: z.enum(ABSENCE_KINDS),
  from: z.string(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Absence = z.infer<typeof absenceSchema>;
export const absenceListSchema = z.array(absenceSchema);

const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

/**
 * POST /api/user/absences: from one date to another, or open-ended for an injury. `userId`
 * (coach, admin) registers an injury for a player.
 */
export const newAbsenceRequest = z
  .strictObject({
    kind: z.enum(ABSENCE_KINDS, { error: 'Vælg Skadet, Ferie eller Andet' }),
    from: day('Ugyldig fra-dato'),
    to: day('Ugyldig til-dato').optional(),
    note: z
      .string({ error: 'Ugyldig note' })
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(MAX_ABSENCE_NOTE, `Noten må højst være ${MAX_ABSENCE_NOTE} tegn`))
      .optional(),
    userId: idInBody('Ugyldig spiller').optional(),
  })
  .refine((b) => b.to !== undefined || b.kind === 'injury', { message: 'Angiv en til-dato', path: ['to'] })
  .refine((b) => b.to === undefined || b.to >= b.from, {
    message: 'Til-datoen skal være efter fra-datoen',
    path: ['to'],
  });
export type NewAbsenceRequest = z.input<typeof newAbsenceRequest>;

/** What registering an absence did: how many coming matches and trainings it answered Ikke klar. */
export const newAbsenceResponse = absenceSchema.extend({ answered: z.number().int() });
export type NewAbsenceResult = z.infer<typeof newAbsenceResponse>;

/** Påmind nu: how many were reminded, in words ('3 spillere påmindet'). */
export const remindResponse = z.object({ reminded: z.number().int(), message: z.string() });
export type RemindResult = z.infer<typeof remindResponse>;

export const deletedAbsenceResponse = z.object({ success: z.literal(true) });
