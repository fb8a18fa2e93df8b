import type { JoinStatus } from '@common/contracts/join-status';
import type { InvitationFacts } from './join-status.repository';

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * How far a person has come (decision 101): 'Oprettet' once they have a password; without one,
 * 'Ikke inviteret (ingen e-mail)' without an address, else by their invitation.
 */
export function joinStatusOf(
  user: { passwordHash: string | null; email: string | null },
  invitation: InvitationFacts | null,
  now: Date,
): JoinStatus {
  const facts = {
    invitedAt: iso(invitation?.invitedAt ?? null),
    remindedAt: iso(invitation?.remindedAt ?? null),
    expiresAt: null as string | null,
  };
  if (user.passwordHash !== null) return { state: 'joined', ...facts };
  if (!user.email) return { state: 'no_email', ...facts };
  if (!invitation) return { state: 'not_invited', ...facts };
  if (invitation.withdrawnAt) return { state: 'withdrawn', ...facts };
  const expiresAt = new Date(invitation.expiresAt);
  if (expiresAt <= now) return { state: 'expired', ...facts };
  return {
    state: invitation.remindedAt ? 'reminded' : 'invited',
    ...facts,
    expiresAt: expiresAt.toISOString(),
  };
}
