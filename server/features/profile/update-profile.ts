import type { UpdateProfileRequest } from '@common/contracts/profile';
import { conflict } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { peopleRepository } from '../../core/people/people.repository';
import { requestEmailChange } from './email-change';

/**
 * PUT /api/user/profile: name, email and phone; the email must stay unique. A new email is not
 * taken into use here: a link goes to it, and the old one stays until that is followed (issue 13).
 * Returns the address waiting for confirmation, if any.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now'>,
  userId: number,
  input: UpdateProfileRequest,
) {
  const repo = peopleRepository(deps.db);
  if (await repo.emailTaken(input.email, userId)) {
    throw conflict('Email er allerede i brug', { email: 'Email er allerede i brug' });
  }
  const phone = input.phoneNumber?.replace(/^\+45 ?/, '') || null;
  const updated = await repo.update(userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: phone,
  });
  if (!updated || updated.email === input.email) return null;
  // The same address in other letters is no new address.
  if (updated.email.toLowerCase() === input.email.toLowerCase()) {
    await repo.update(userId, { email: input.email });
    return null;
  }
  await requestEmailChange(deps, { id: userId, firstName: updated.firstName }, input.email);
  return input.email;
}
