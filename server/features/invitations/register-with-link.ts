import type { LinkRegistrationRequest, LinkRole } from '@common/contracts/invitations';
import { pricesFrom } from '@common/domain/prices';
import { firstFreeUsername, generateUsername, usernameFamilyPrefix } from '@common/domain/username';
import { invited } from '../../core/membership/membership-terms';
import { DomainError, conflict, invalidInput } from '../../core/domain-error';
import { uniqueViolation } from '../../lib/unique-violation';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '@common/domain/password-rules';
import { checkRegistrationPicture, UPLOAD_ERRORS } from '../uploads';
import { peopleRepository } from '../../core/people/people.repository';
import { InviteUsed, invitationsRepository } from './invitations.repository';
import { findLiveLink } from './registration-links';

export const INVALID_LINK = 'Registreringslinket er enten udløbet eller ugyldigt';

/**
 * POST /api/register-{player,coach,board}: the server checks the token again (live, and made for
 * this kind of account) and every field. Players start with role none and pay the player fee;
 * coaches and board members get their role and an active RU membership at once (part 2 §4).
 * Each use of the link is recorded (D16); a personal token mailed under it works once (D18). The
 * address the person types is theirs (S20). Returns the new user's id.
 */
export async function registerWithLink(
  deps: Pick<AppDeps, 'db' | 'users' | 'teams' | 'storage' | 'now'>,
  kind: LinkRole,
  input: LinkRegistrationRequest,
): Promise<number> {
  const link = await findLiveLink(deps, input.token);
  if (!link || link.role !== kind) throw new DomainError('invalid', INVALID_LINK, { fieldErrors: { token: INVALID_LINK } });
  const weak = weakPasswordReason(input.password, input);
  if (weak) throw invalidInput(weak, { password: weak });
  const people = peopleRepository(deps.db);
  if (await people.emailTaken(input.email)) throw conflict('Email er allerede i brug', { email: 'Email er allerede i brug' });
  const base = generateUsername(input.firstName, input.lastName);
  if (base.length < 3) throw invalidInput('Brugernavn skal være mindst 3 tegn', { username: 'Brugernavn skal være mindst 3 tegn' });
  const pictureId = await checkRegistrationPicture(deps, input.profileImageUrl);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const settings = await deps.teams.settings();
  const player = kind === 'player';

  // Taken names are read inside the transaction: every name the numbering can produce (D14).
  const insert = async () => {
    const id = await invitationsRepository(deps.db).createAccount({
      usernamePrefix: usernameFamilyPrefix(base),
      pickUsername: (taken) => firstFreeUsername(base, taken),
      user: {
        passwordHash,
        email: input.email,
        emailConfirmedAt: now,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        address: input.address,
        postalCode: input.postalCode,
        birthDate: input.birthDate,
        jerseyNumber: player ? (input.jerseyNumber ?? null) : null,
        position: player ? (input.position ?? null) : null,
        role: player ? 'none' : kind,
        ...invited(player, pricesFrom(settings), now),
        createdAt: now,
        updatedAt: now,
      },
      team: link.team,
      pictureId,
      linkId: link.id,
      inviteId: link.invite?.id ?? null,
      usedAt: now,
    });
    if (id === undefined) throw invalidInput(UPLOAD_ERRORS.missing, { profileImageUrl: UPLOAD_ERRORS.missing });
    return id;
  };

  // Two people with the same name registering at the same moment can still pick the same name:
  // the unique index refuses the second, which tries again with the next free number.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (error instanceof InviteUsed) throw new DomainError('invalid', INVALID_LINK, { fieldErrors: { token: INVALID_LINK } });
      if (attempt >= 3 || !uniqueViolation(error)?.constraint.includes('username')) throw error;
    }
  }
}
