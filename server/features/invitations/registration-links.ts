import { STAFF_LINK_ONE_HOUR, type LinkRole, type LinkValidity } from '@common/contracts/invitations';
import { invalidInput } from '../../core/domain-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import type { LinkIssuer } from '../../core/mail/mail-queue';
import type { LiveLinkId } from '../../core/coordination/registration-rate-limit';
import { invitationsRepository } from './invitations.repository';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Registration links are reusable while they work (D16): one hour by default; a player link may
 * work a day or seven (decision 104).
 */
export const LINK_VALIDITY_MS: Record<LinkValidity, number> = { '1h': HOUR_MS, '1d': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS };

/** Makes a link: a 256-bit token, stored only as its SHA-256 (S2). */
export async function generateRegistrationLink(
  deps: Pick<AppDeps, 'db' | 'teams' | 'now'>,
  createdBy: number,
  role: LinkRole,
  team: string | null,
  validity: LinkValidity = '1h',
) {
  // Coach and board links hand out staff rights: one hour, whatever a caller asks (decision 104).
  if (role !== 'player' && validity !== '1h') throw invalidInput(STAFF_LINK_ONE_HOUR, { validity: STAFF_LINK_ONE_HOUR });
  if (team && !(await deps.teams.exists(team))) throw invalidInput('Holdet findes ikke', { team: 'Holdet findes ikke' });
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + LINK_VALIDITY_MS[validity]);
  await invitationsRepository(deps.db).create({ tokenHash: hashToken(token), role, team, createdBy, expiresAt });
  return { token, expiresAt: expiresAt.toISOString(), role };
}

/**
 * The live link a token belongs to, or undefined when it is unknown or expired: the generated
 * link's own token, or a personal token mailed under it (D18), which `invite` then names.
 */
export async function findLiveLink(deps: Pick<AppDeps, 'db' | 'now'>, token: string) {
  if (!token || token.length > 200) return undefined;
  const repo = invitationsRepository(deps.db);
  const tokenHash = hashToken(token);
  const own = await repo.findByHash(tokenHash);
  const found = own
    ? { ...own, invite: null }
    : await repo.findByInviteHash(tokenHash).then((row) => row && { ...row.link, invite: { id: row.inviteId, email: row.email } });
  if (!found || found.expiresAt <= deps.now()) return undefined;
  return found;
}

/** The registration rate limit's lookup: the id of the live link a token opens (decision 061). */
export function liveRegistrationLinkId(deps: Pick<AppDeps, 'db' | 'now'>): LiveLinkId {
  return async (token) => (await findLiveLink(deps, token))?.id;
}

/** Mints a mailed invite's personal token when its mail goes (decision 094): the page and token, or null. */
export function registrationInviteIssuer(db: Db): LinkIssuer {
  return async (id, now) => {
    const token = newToken();
    const role = await invitationsRepository(db).mintInvite(id, hashToken(token), now);
    return role ? `/register/${role}?token=${token}` : null;
  };
}
