import { z } from 'zod';
import { ABSENCE_KINDS, MAX_ABSENCE_NOTE, type NewAbsenceRequest } from '@common/contracts/absences';

/** Profil → Fravær: the same rules as the server, with the same Danish messages. */
export const absenceFormSchema = z
  .object({
    kind: z.enum(ABSENCE_KINDS, { error: 'Vælg Skadet, Ferie eller Andet' }),
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Vælg en fra-dato'),
    to: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Ugyldig til-dato'),
    note: z.string().trim().max(MAX_ABSENCE_NOTE, `Noten må højst være ${MAX_ABSENCE_NOTE} tegn`),
  })
  .refine((v) => v.to !== '' || v.kind === 'injury', { message: 'Angiv en til-dato', path: ['to'] })
  .refine((v) => v.to === '' || v.to >= v.from, {
    message: 'Til-datoen skal være efter fra-datoen',
    path: ['to'],
  });
export type AbsenceFormValues = z.infer<typeof absenceFormSchema>;

export function toAbsenceBody(v: AbsenceFormValues, userId?: number): NewAbsenceRequest {
  return {
    kind: v.kind,
    from: v.from,
    ...(v.to ? { to: v.to } : {}),
    ...(v.note ? { note: v.note } : {}),
    ...(userId ? { userId } : {}),
  };
}
