import { z } from 'zod';
import { idInUrl } from './ids';
import { ROLES } from '../domain/roles';

/** Part 2 §5: both fields non-empty after trimming, else this message. */
export const ANNOUNCEMENT_MISSING = 'Udfyld venligst både titel og indhold.';

export const createAnnouncementRequest = z.strictObject({
  title: z.string({ error: ANNOUNCEMENT_MISSING }).trim().min(1, ANNOUNCEMENT_MISSING).max(200, 'Titlen må højst være 200 tegn'),
  content: z
    .string({ error: ANNOUNCEMENT_MISSING })
    .trim()
    .min(1, ANNOUNCEMENT_MISSING)
    .max(5000, 'Beskeden må højst være 5000 tegn'),
  important: z.boolean({ error: 'Ugyldig værdi for vigtig' }).optional().default(false),
});
export type CreateAnnouncementRequest = z.input<typeof createAnnouncementRequest>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  important: z.boolean(),
  createdAt: z.string(),
  author: z.object({ firstName: z.string(), lastName: z.string(), role: z.enum(ROLES) }).nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

export const announcementIdParams = z.strictObject({ id: idInUrl('Ugyldig besked') });
export const announcementOkResponse = z.object({ success: z.literal(true) });
