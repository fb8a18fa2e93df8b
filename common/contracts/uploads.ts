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
