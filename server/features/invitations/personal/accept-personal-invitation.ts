import {
  INVITEE_FIELDS,
  RENEW_ANSWER,
  acceptPersonalInvitationRequest,
  type AcceptPersonalInvitationRequest,
  type InviteeField,
  type PersonalInvitationView,
} from '@common/contracts/personal-invitations';
import { weakPasswordReason } from '@common/domain/password-rules';
import type { AppDeps } from '../../../app-deps';
import { DomainError, invalidInput } from '../../../core/domain-error';
import { hashPassword } from '../../../core/sessions/password';
import { hashToken } from '../../../lib/tokens';
import { checkRegistrationPicture, takeRegistrationPicture, UPLOAD_ERRORS } from '../../uploads';
import { personalInvitationMail } from './personal-invitation-mail';
import { personalInvitationsRepository } from './personal-invitations.repository';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'now' | 'teams' | 'storage' | 'readCache'>;

export const INVITATION_GONE = 'Linket virker ikke længere. Bed om et nyt link.';

/** The message a required field gives when it is empty: the same for a missing one. */
function emptyMessage(field: InviteeField): string {
  const shape = acceptPersonalInvitationRequest.shape[field].unwrap();
  const result = shape.safeParse('');
  return result.success ? 'Feltet er påkrævet' : result.error.issues[0]!.message;
}

/** What the club lacks of the spec's registration form: those fields the invitee fills in. */
function missingFields(person: Record<InviteeField, string | null>): InviteeField[] {
  return INVITEE_FIELDS.filter((f) => !person[f]);
}

/**
 * The person and link behind a token, when the link is live and still leads to their address.
 * Anything else is a dead link; which kind of dead decides the page.
 */
async function resolve(deps: Pick<AppDeps, 'db' | 'now'>, token: string) {
  const repo = personalInvitationsRepository(deps.db);
  const link = await repo.linkByToken(hashToken(token));
  if (!link) return { state: 'invalid' as const };
  const [person, invitation] = await Promise.all([repo.person(link.userId), repo.invitation(link.userId)]);
  if (!person) return { state: 'invalid' as const };
  if (person.joined) return { state: 'joined' as const };
  if (!invitation || invitation.withdrawnAt || !person.email) return { state: 'invalid' as const };
  const live = !link.usedAt && link.expiresAt > deps.now();
  const sameAddress = link.email?.toLowerCase() === person.email.toLowerCase();
  if (!live || !sameAddress) return { state: 'expired' as const, userId: person.id };
  return { state: 'valid' as const, link, person: { ...person, email: person.email } };
}

/** GET /api/invitations/personal/open?token=: the invitation page (decision 101). */
export async function openPersonalInvitation(deps: Deps, token: string): Promise<PersonalInvitationView> {
  const found = await resolve(deps, token);
  if (found.state !== 'valid') return { status: found.state };
  const { person, link } = found;
  const team = person.team ? (await deps.teams.list()).find((t) => t.code === person.team) : undefined;
  return {
    status: 'valid',
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    username: person.username,
    team: team?.displayName ?? null,
    expiresAt: link.expiresAt.toISOString(),
    known: {
      phoneNumber: person.phoneNumber,
      address: person.address,
      postalCode: person.postalCode,
      birthDate: person.birthDate,
      profileImageUrl: person.profileImageUrl,
      jerseyNumber: person.jerseyNumber,
      position: person.position,
    },
    missing: missingFields(person),
  };
}

/**
 * POST /api/invitations/personal/accept: the invitee sets their password and gives what the club
 * lacks. Following the link proves the address is theirs (S20, decision 094); the link works
 * once. Only the missing fields are written: what the club knows stays as it is. Answers the
 * person's id, to sign them in.
 */
export async function acceptPersonalInvitation(
  deps: Deps,
  input: AcceptPersonalInvitationRequest,
): Promise<number> {
  const found = await resolve(deps, input.token);
  if (found.state !== 'valid')
    throw new DomainError('invalid', INVITATION_GONE, { fieldErrors: { token: INVITATION_GONE } });
  const { person } = found;
  const missing = missingFields(person);
  const fieldErrors: Record<string, string> = {};
  for (const field of missing) if (input[field] === undefined) fieldErrors[field] = emptyMessage(field);
  const weak = weakPasswordReason(input.password, person);
  if (weak) fieldErrors.password = weak;
  const first = Object.values(fieldErrors)[0];
  if (first) throw invalidInput(first, fieldErrors);
  const pictureId = missing.includes('profileImageUrl')
    ? await checkRegistrationPicture(deps, input.profileImageUrl!)
    : undefined;
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const given = (field: InviteeField) => (missing.includes(field) ? { [field]: input[field] } : {});

  const ok = await personalInvitationsRepository(deps.db).accept({
    userId: person.id,
    linkId: found.link.id,
    email: found.link.email!,
    now,
    patch: {
      passwordHash,
      emailConfirmedAt: now,
      ...given('phoneNumber'),
      ...given('address'),
      ...given('postalCode'),
      ...given('birthDate'),
      ...(person.jerseyNumber === null && input.jerseyNumber ? { jerseyNumber: input.jerseyNumber } : {}),
      ...(person.position === null && input.position ? { position: input.position } : {}),
    },
    takePicture: pictureId ? (tx) => takeRegistrationPicture(tx, pictureId, person.id) : undefined,
  });
  if (ok === 'picture') throw invalidInput(UPLOAD_ERRORS.missing, { profileImageUrl: UPLOAD_ERRORS.missing });
  if (!ok) throw new DomainError('invalid', INVITATION_GONE, { fieldErrors: { token: INVITATION_GONE } });
  // Their picture joins the answer faces at once.
  await deps.readCache.invalidate('answers');
  await deps.readCache.invalidate('trainings');
  return person.id;
}

/**
 * POST /api/invitations/personal/renew: 'Send et nyt link' from a link that no longer works. A
 * fresh link goes to the address the club has, never to one the visitor names; the answer is
 * the same whatever happened (a stranger learns nothing), and the invitation's limits hold: not
 * after it was withdrawn or the person joined, at most one mail a day (S21).
 */
export async function renewPersonalInvitation(deps: Deps, token: string): Promise<{ message: string }> {
  const found = await resolve(deps, token);
  if (found.state === 'expired') {
    const repo = personalInvitationsRepository(deps.db);
    const sent = await repo.renew(found.userId, deps.now());
    const person = sent && (await repo.person(found.userId));
    if (sent && person?.email) {
      const team = person.team ? (await deps.teams.list()).find((t) => t.code === person.team) : undefined;
      await deps.mail.enqueue([
        personalInvitationMail({ ...person, email: person.email }, sent, 'renewed', {
          teamName: team?.displayName ?? null,
          senderName: null,
        }),
      ]);
    }
  }
  return { message: RENEW_ANSWER };
}
