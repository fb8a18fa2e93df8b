import { uploadsEndpoints as api } from '@common/contracts/endpoints/uploads';
import { useState } from 'react';
import { call } from './api-client';
import { showToast } from './toast-store';

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
  await putFile(uploadURL, file, file.type);
  const id = new URL(uploadURL, window.location.origin).pathname.split('/').filter(Boolean).pop();
  return `/objects/uploads/${id}`;
}

/**
 * The second half of every upload (part 1 §7): PUT the file to the URL the server handed out,
 * with the content type the URL was signed for. Fails with the store's message where it gives one.
 */
export async function putFile(uploadURL: string, file: Blob, contentType: string): Promise<void> {
  const res = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': contentType },
    credentials: 'same-origin',
  });
  if (res.ok) return;
  let message = `${res.status}`;
  try {
    message = ((await res.json()) as { message?: string }).message ?? message;
  } catch {
    /* not json */
  }
  throw new Error(message);
}

/**
 * The picture of a registration form (part 1 §5): checked here, uploaded, and its stored path
 * handed to the form; the outcome is told as a toast. `uploading` holds the submit button.
 */
export function useRegistrationPicture(token: string | undefined, setPath: (path: string) => void) {
  const [uploading, setUploading] = useState(false);
  const onImage = async (file: File) => {
    const check = checkImageFile(file);
    if (!check.ok) {
      showToast({ title: check.title, description: check.description, variant: 'error' });
      return;
    }
    setUploading(true);
    try {
      setPath(await uploadImage(file, { registration: true, token }));
      showToast({ title: 'Billede uploadet', variant: 'success' });
    } catch {
      showToast({ title: 'Upload fejl', description: 'Der opstod en fejl under upload', variant: 'error' });
    } finally {
      setUploading(false);
    }
  };
  return { uploading, onImage };
}
