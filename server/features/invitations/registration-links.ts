import type { LinkRole } from '@common/contracts/invitations';
import { invalidInput } from '../../core/domain-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { AppDeps } from '../../app-deps';
import { invitationsRepository } from './invitations.repository';

/** Registration links are valid one hour and reusable within it (D16). */
export const LINK_VALIDITY_MS = 60 * 60 * 1000;

/** Makes a link: a 256-bit token, stored only as its SHA-256 (S2). */
export async function generateRegistrationLink(
  deps: Pick<AppDeps, 'db' | 'teams' | 'now'>,
  createdBy: number,
  role: LinkRole,
  team: string | null,
) {
  if (team && !(await deps.teams.exists(team))) throw invalidInput('Holdet findes ikke', { team: 'Holdet findes ikke' });
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + LINK_VALIDITY_MS);
  await invitationsRepository(deps.db).create({ tokenHash: hashToken(token), role, team, createdBy, expiresAt });
  return { token, expiresAt: expiresAt.toISOString(), role };
}

/** The live link a token belongs to, or undefined when it is unknown or expired. */
export async function findLiveLink(deps: Pick<AppDeps, 'db' | 'now'>, token: string) {
  if (!token || token.length > 200) return undefined;
  const link = await invitationsRepository(deps.db).findByHash(hashToken(token));
  if (!link || link.expiresAt <= deps.now()) return undefined;
  return link;
}
