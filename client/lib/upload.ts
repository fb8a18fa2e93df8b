import { uploadsEndpoints as api } from '@common/contracts/endpoints/uploads';
import { call } from './api-client';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageCheck = { ok: true } | { ok: false; title: string; description: string };

/** The client-side checks of part 1 §5 (the server checks again, by the file's bytes). */
export function checkImageFile(file: File): ImageCheck {
  if (!file.type.startsWith('image/')) {
    return { ok: false, title: 'Forkert filtype', description: 'Vælg venligst et billede (JPG, PNG, etc.)' };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return { ok: false, title: 'Filen er for stor', description: 'Billedet må maksimalt være 5MB' };
  }
  return { ok: true };
}

/**
 * Whose picture: the signed-in person's own ('profile'), or a registration's, with the page's
 * invitation token when it has one (the server rate-limits per link).
 */
export type ImageUploadFor = 'profile' | { registration: true; token?: string };

/**
 * Part 1 §7: ask for an upload URL, PUT the file to it with its content type, and the stored
 * path is /objects/uploads/{last segment of the URL}.
 */
export async function uploadImage(file: File, uploadFor: ImageUploadFor): Promise<string> {
  // Type and size bind the URL (S9): the store refuses another type or length.
  const body = { contentType: file.type, size: file.size };
  const { uploadURL } =
    uploadFor === 'profile'
      ? await call(api.upload, { body })
      : await call(api.uploadRegistration, { body, query: { token: uploadFor.token } });
  const res = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  const id = new URL(uploadURL, window.location.origin).pathname.split('/').filter(Boolean).pop();
  return `/objects/uploads/${id}`;
}
