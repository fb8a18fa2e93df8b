/**
 * What an upload is for decides what it may contain and how it is stored (S9).
 * Pictures are checked by magic bytes, bounded in pixels and re-encoded without metadata;
 * files (chat attachments) are kept as sent, from a fixed list of types, and served as downloads.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 4096;
/** Largest body the PUT route accepts at all; each upload has its own, lower or equal, limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Signed upload URLs live at most this long (S9: ≤ 5 min). */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ImagePurpose {
  kind: 'image';
  maxBytes: number;
  /** Re-encoded to fit inside this many pixels per side. */
  outputSide: number;
}
export interface FilePurpose {
  kind: 'file';
  maxBytes: number;
  types: readonly string[];
}

export const UPLOAD_PURPOSES = {
  /** A member's own profile picture (POST /api/objects/upload). */
  avatar: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, outputSide: 512 },
  /** The picture of someone registering, before they have an account. */
  registration: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, outputSide: 512 },
  /** A picture posted in chat. */
  'chat-image': { kind: 'image', maxBytes: MAX_IMAGE_BYTES, outputSide: 1600 },
  /** A file posted in chat. */
  'chat-file': {
    kind: 'file',
    maxBytes: MAX_UPLOAD_BYTES,
    types: [
      'application/pdf',
      'text/plain',
      'text/csv',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'audio/webm',
      'audio/ogg',
      'audio/mpeg',
      'audio/mp4',
    ],
  },
} as const satisfies Record<string, ImagePurpose | FilePurpose>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export function purposeOf(name: string): ImagePurpose | FilePurpose | undefined {
  return Object.prototype.hasOwnProperty.call(UPLOAD_PURPOSES, name)
    ? UPLOAD_PURPOSES[name as UploadPurpose]
    : undefined;
}

export function allowedTypes(purpose: ImagePurpose | FilePurpose): readonly string[] {
  return purpose.kind === 'image' ? IMAGE_TYPES : purpose.types;
}

export const UPLOAD_ERRORS = {
  wrongType: 'Forkert filtype. Vælg venligst et billede (JPG, PNG, etc.)',
  wrongFileType: 'Forkert filtype',
  tooLarge: 'Filen er for stor. Billedet må maksimalt være 5MB',
  fileTooLarge: 'Filen er for stor',
  tooManyPixels: `Billedet er for stort. Det må højst være ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels`,
  unreadable: 'Billedet kunne ikke læses',
  expired: 'Upload-linket er udløbet. Prøv igen.',
  invalidLink: 'Ugyldigt upload-link',
  alreadyUsed: 'Upload-linket er allerede brugt',
  missing: 'Billedet blev ikke fundet. Upload det igen.',
} as const;
