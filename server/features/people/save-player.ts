import type { TeamMembership } from '@common/domain/team-roles';
import type { PlayerRequest } from '@common/contracts/people';
import { canAssignRole } from '@common/domain/role-assignment';
import { generateUsername, firstFreeUsername } from '@common/domain/username';
import { isRole, type Role } from '@common/domain/roles';
import { DomainError, conflict, forbidden, invalidInput, notFound } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { peopleRepository } from '../../core/people/people.repository';
import { setPersonTeam } from '../../core/people/person-team.repository';
import { requestEmailChange } from '../../core/recovery/email-change';
import { requireTeamScope } from '../../core/teams/team-scope';
import { sendPersonalInvitations } from '../invitations';

type Deps = Pick<AppDeps, 'db' | 'users' | 'teams' | 'sessions' | 'mail' | 'now'>;
interface Actor {
  id: number;
  role: Role;
  team: string | null;
  teams: readonly TeamMembership[];
  firstName: string;
  lastName: string;
}

export const COACH_CANNOT_CHANGE_EMAIL = 'Kun bestyrelsen og administratorer kan ændre en email';
export const OWN_EMAIL_ON_PROFILE = 'Din egen email skifter du under Profil';
export const EMAIL_CANNOT_BE_REMOVED = 'En email kan ikke fjernes, kun skiftes';

/** 'none' (Ikke betalt) is only ever kept, never given; a coach cannot lift an invitee past the player fee. */
function checkRole(actor: Actor, target: { id: number; role: Role } | null, role: Role) {
  if (role === 'none' && target?.role !== 'none')
    throw invalidInput('Vælg en gyldig rolle', { role: 'Vælg en gyldig rolle' });
  if (!canAssignRole(actor, target, role)) {
    throw forbidden(
      target?.role === 'none' && actor.role === 'coach'
        ? 'Spilleren har ikke betalt endnu. Kun bestyrelse og administrator kan ændre rollen.'
        : 'Du kan ikke give denne rolle',
    );
  }
}

async function checkCommon(deps: Deps, input: PlayerRequest, exceptUserId?: number) {
  if (input.team && !(await deps.teams.exists(input.team)))
    throw invalidInput('Holdet findes ikke', { team: 'Holdet findes ikke' });
  if (input.email && (await peopleRepository(deps.db).emailTaken(input.email, exceptUserId))) {
    throw conflict('Email er allerede i brug', { email: 'Email er allerede i brug' });
  }
}

const fields = (input: PlayerRequest) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phoneNumber: input.phoneNumber || null,
  jerseyNumber: input.jerseyNumber ?? null,
  position: input.position || null,
  role: input.role,
});

/**
 * POST /api/admin/players: a person added by a coach, board member or admin. They get a
 * generated username (D14) and no password: they join by following their personal invitation
 * (sent now when asked, or later from the list; decision 101), or an admin sets one on
 * Medlemmer. The address staff typed is not confirmed (S20): no recovery mail goes there until
 * its owner follows a link sent to it. The address may be left out (decision 102).
 */
export async function createPlayer(deps: Deps, actor: Actor, input: PlayerRequest) {
  checkRole(actor, null, input.role);
  await checkCommon(deps, input);
  const team = input.team || null;
  const invite = Boolean(input.sendInvitation && input.email);
  // A coach invites only into the teams they coach (decision 093): refused before anything is written.
  if (invite) requireTeamScope(actor, team);
  const base = generateUsername(input.firstName, input.lastName).padEnd(3, '0');
  const username = firstFreeUsername(base, await deps.users.usernamesStartingWith(base));
  const created = await deps.db.transaction(async (tx) => {
    const row = await peopleRepository(tx).insert({
      ...fields(input),
      email: input.email || null,
      emailConfirmedAt: null,
      username,
      passwordHash: null,
      membershipType: input.role === 'member' ? 'ru_member' : 'player',
    });
    await setPersonTeam(tx, row.id, team);
    return { ...row, team };
  });
  if (invite) {
    // Past the sender's day ceiling (S21) the person stays created and shows 'Ikke inviteret' on
    // the list, from where the invitation goes another day.
    await sendPersonalInvitations(deps, actor, { userIds: [created.id] }).catch((error: unknown) => {
      if (!(error instanceof DomainError && error.kind === 'tooManyAttempts')) throw error;
    });
  }
  return created;
}

/**
 * PUT /api/admin/players/{id} (D4): a role change ends the changed person's sessions (S3). An
 * e-mail address is never written here (S20): a coach cannot change one; board and admin start
 * the same confirmation the person's own change uses (a link to the new address, the old one told
 * at once), and the old address stays until the link is followed.
 */
export async function updatePlayer(deps: Deps, actor: Actor, id: number, input: PlayerRequest) {
  const target = await deps.users.findById(id);
  if (!target || !isRole(target.role)) throw notFound('Brugeren findes ikke');
  checkRole(actor, { id, role: target.role }, input.role);
  const email = input.email || null;
  if (!email && target.email) throw invalidInput(EMAIL_CANNOT_BE_REMOVED, { email: EMAIL_CANNOT_BE_REMOVED });
  const sameLetters = (target.email ?? '').toLowerCase() === (email ?? '').toLowerCase();
  // Someone who has not joined has no account to take over (decision 102): the address staff
  // type is written as it is, unconfirmed, and their invitation confirms it.
  const notJoined = target.passwordHash === null;
  if (!sameLetters && !notJoined) {
    if (actor.role === 'coach') throw forbidden(COACH_CANNOT_CHANGE_EMAIL);
    if (actor.id === id) throw invalidInput(OWN_EMAIL_ON_PROFILE, { email: OWN_EMAIL_ON_PROFILE });
  }
  await checkCommon(deps, input, id);
  const team = input.team || null;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await peopleRepository(tx).update(id, {
      ...fields(input),
      // The same address in other letters is no new address.
      ...(sameLetters || notJoined ? { email, ...(sameLetters ? {} : { emailConfirmedAt: null }) } : {}),
    });
    await setPersonTeam(tx, id, team);
    return updated && { ...updated, team };
  });
  if (target.role !== input.role) await deps.sessions.deleteAllForUser(id);
  if (!sameLetters && !notJoined && email) {
    await requestEmailChange(
      deps,
      { id, firstName: input.firstName, email: target.email, emailConfirmed: target.emailConfirmedAt !== null },
      email,
      actor,
    );
  }
  return row!;
}
