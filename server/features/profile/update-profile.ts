import type { UpdateProfileRequest } from '@common/contracts/profile';
import { conflict } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { peopleRepository } from '../../core/people/people.repository';

/** PUT /api/user/profile: name, email and phone; the email must stay unique. */
export async function updateProfile(deps: Pick<AppDeps, 'db'>, userId: number, input: UpdateProfileRequest) {
  const repo = peopleRepository(deps.db);
  if (await repo.emailTaken(input.email, userId)) {
    throw conflict('Email er allerede i brug', { email: 'Email er allerede i brug' });
  }
  const phone = input.phoneNumber?.replace(/^\+45 ?/, '') || null;
  await repo.update(userId, { firstName: input.firstName, lastName: input.lastName, email: input.email, phoneNumber: phone });
}
