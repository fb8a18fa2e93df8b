import type { UpdateProfileRequest } from '@common/contracts/profile';
import { conflict, invalidInput, notFound } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { peopleRepository } from '../../core/people/people.repository';
import { requestEmailChange } from '../../core/recovery/email-change';
import { verifyPassword } from '../../core/sessions/password';

export const NO_EMAIL_TO_CONFIRM = 'Der er ingen email at bekræfte. Skriv din email under Profil.';
export const PASSWORD_FOR_EMAIL = 'Skriv din adgangskode for at skifte email';
const WRONG_PASSWORD = 'Nuværende adgangskode er forkert';

/**
 * PUT /api/user/profile: name, email and phone; the email must stay unique. A new email is not
 * taken into use here: it asks for the current password (S20), a link goes to the new address, and
 * the old one stays until that is followed. Returns the address waiting for confirmation, if any.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now' | 'users'>,
  userId: number,
  input: UpdateProfileRequest,
) {
  const repo = peopleRepository(deps.db);
  const before = await deps.users.findById(userId);
  if (!before) throw notFound('Brugeren findes ikke');
  // An account without an address (decision 102) gets its first one the same way.
  const newAddress = before.email?.toLowerCase() !== input.email.toLowerCase();
  if (newAddress) {
    if (await repo.emailTaken(input.email, userId)) {
      throw conflict('Email er allerede i brug', { email: 'Email er allerede i brug' });
    }
    if (!input.currentPassword) throw invalidInput(PASSWORD_FOR_EMAIL, { currentPassword: PASSWORD_FOR_EMAIL });
    if (!(await verifyPassword(before.passwordHash, input.currentPassword))) {
      throw invalidInput(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
    }
  }
  const phone = input.phoneNumber?.replace(/^\+45 ?/, '') || null;
  await repo.update(userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: phone,
    // The same address in other letters is no new address.
    ...(newAddress ? {} : { email: input.email }),
  });
  if (!newAddress) return null;
  await requestEmailChange(
    deps,
    { id: userId, firstName: input.firstName, email: before.email, emailConfirmed: before.emailConfirmedAt !== null },
    input.email,
  );
  return input.email;
}

/** POST /api/user/email/confirm-request: a link to the address in use, for one staff typed (S20). */
export async function requestOwnEmailConfirmation(deps: Pick<AppDeps, 'db' | 'mail' | 'now' | 'users'>, userId: number) {
  const user = await deps.users.findById(userId);
  if (!user) throw notFound('Brugeren findes ikke');
  if (user.emailConfirmedAt) throw conflict('Din email er allerede bekræftet');
  if (!user.email) throw invalidInput(NO_EMAIL_TO_CONFIRM, { email: NO_EMAIL_TO_CONFIRM });
  const person = { id: user.id, firstName: user.firstName, email: user.email, emailConfirmed: false };
  await requestEmailChange(deps, person, user.email);
  return user.email;
}
