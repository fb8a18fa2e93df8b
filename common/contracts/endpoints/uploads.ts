import type { RegistrationUploadQuery, UploadPutQuery, UploadRequest, UploadResponse } from '../uploads';
import { post, put } from '../endpoint';

/** Picture and file uploads (part 1 §7, S9): ask for a URL, then PUT the file to it. */
export const uploadsEndpoints = {
  /** A signed-in person's own picture. */
  upload: post<UploadResponse, UploadRequest>()('/api/objects/upload'),
  /** A registration's picture (no account yet). */
  uploadRegistration: post<UploadResponse, UploadRequest, RegistrationUploadQuery>()('/api/objects/upload-registration'),
  /** The disk store's signed URL (the client PUTs to the uploadURL it was given): the raw file. */
  put: put<{ success: true }, Blob, UploadPutQuery>()('/api/objects/put/:id'),
};
