import { z } from 'zod';

/**
 * POST /api/objects/upload and /upload-registration. The spec sends no body; a client that
 * knows the file sends its type and size, and the URL is then bound to exactly those.
 */
export const uploadRequest = z
  .strictObject({
    contentType: z.string().max(100, 'Ugyldig filtype').optional(),
    size: z.number().int('Ugyldig filstørrelse').min(1, 'Filen er tom').max(1024 * 1024 * 1024, 'Filen er for stor').optional(),
  })
  .nullish();
export type UploadRequest = z.infer<typeof uploadRequest>;

export const uploadResponse = z.object({
  uploadURL: z.string(),
  /** Where the object is served once uploaded: /objects/uploads/{id}. */
  path: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** POST /api/objects/upload-registration: the page's invitation token, when it has one (rate limit per link). */
export const registrationUploadQuery = z.strictObject({ token: z.string().max(200).optional() });
export type RegistrationUploadQuery = z.infer<typeof registrationUploadQuery>;

const BAD_UPLOAD_LINK = 'Ugyldigt upload-link';
/** PUT /api/objects/put/{id}: the signed upload URL's expiry and signature. */
export const uploadPutQuery = z.strictObject({
  expires: z.coerce.number({ error: BAD_UPLOAD_LINK }).int(BAD_UPLOAD_LINK),
  signature: z.string({ error: BAD_UPLOAD_LINK }).min(1, BAD_UPLOAD_LINK).max(100, BAD_UPLOAD_LINK),
});
export type UploadPutQuery = z.infer<typeof uploadPutQuery>;
