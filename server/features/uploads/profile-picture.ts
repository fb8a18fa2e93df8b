import { DomainError } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { uploadPath } from './upload-keys';
import { uploadsRepository } from './uploads.repository';
import { UPLOAD_ERRORS } from './upload-purposes';
import { useUpload } from './use-upload';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'now'>;

/**
 * The one rule for every picture that becomes someone's profile picture (F1):
 * - reserved in this flow: signing up (Bliv Medlem, an invitation link) takes a 'registration'
 *   upload, a signed-in person changing their picture an 'avatar' upload;
 * - by this person: an avatar is the person's own; a registration picture belongs to nobody until
 *   its account exists, and its 144-bit id is known only to the browser that reserved it (others
 *   learn a picture's address only once an account shows it, and then it is owned);
 * - unused: no account owns it or shows it;
 * - a picture: checked by its bytes and re-encoded (status ready).
 * These checks come before anything is charged or saved. A new account then takes its picture in
 * the same transaction as its own row (`takeRegistrationPicture`), which repeats the conditions,
 * so two sign-ups with one picture can never both get it.
 * Returns the upload's id; a refusal names `field` so the form shows it under the picture.
 */
export async function checkRegistrationPicture(
  deps: Deps,
  path: string,
  field = 'profileImageUrl',
): Promise<string> {
  return withField(field, async () => {
    const row = await useUpload(deps, path, { purpose: 'registration', ownerId: null });
    if (await uploadsRepository(deps.db).shownByAnAccount(row.id))
      throw new DomainError('invalid', UPLOAD_ERRORS.missing);
    return row.id;
  });
}

/** A signed-in person's new picture: an avatar upload of their own (the same rule, see above). */
export async function checkOwnAvatar(
  deps: Deps,
  userId: number,
  path: string,
  field = 'profileImageUrl',
): Promise<string> {
  return withField(
    field,
    async () => (await useUpload(deps, path, { purpose: 'avatar', ownerId: userId })).id,
  );
}

/** The path a profile picture is stored and shown at. */
export const profilePicturePath = uploadPath;

async function withField<T>(field: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && !error.fieldErrors) {
      throw new DomainError(error.kind, error.message, { fieldErrors: { [field]: error.message } });
    }
    throw error;
  }
}
