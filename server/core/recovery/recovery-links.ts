import { RECOVERY_PAGE, RECOVERY_VALIDITY_MS, type RecoveryPurpose } from '@common/domain/recovery';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../lib/tokens';
import type { LinkIssuer } from '../mail/mail-queue';
import { recoveryLinksRepository } from './recovery-links.repository';

/**
 * Asks for a recovery link (decision 094). It has no token yet: that is minted when the mail
 * carrying it is handed to the mail server, so no usable link is ever stored. Answers its id, for
 * the mail's link reference.
 */
export function createRecoveryLink(
  deps: { db: Db; now: () => Date },
  input: { userId: number; purpose: RecoveryPurpose; newEmail?: string; requestedBy?: number | null },
): Promise<number> {
  const now = deps.now();
  return recoveryLinksRepository(deps.db).create({
    ...input,
    expiresAt: new Date(now.getTime() + RECOVERY_VALIDITY_MS[input.purpose]),
    now,
  });
}

/** Mints a live link's token for the mail that carries it: the page and token, or null when the link ended. */
export function recoveryLinkIssuer(db: Db): LinkIssuer {
  return async (id, now) => {
    const token = newToken();
    const purpose = await recoveryLinksRepository(db).mint(id, hashToken(token), now);
    return purpose ? `${RECOVERY_PAGE[purpose]}?token=${token}` : null;
  };
}

/** The person a live link belongs to, without using it (a refused password uses nothing up). */
export function findRecoveryLink(deps: { db: Db; now: () => Date }, token: string, purpose: RecoveryPurpose) {
  return recoveryLinksRepository(deps.db).findLive(hashToken(token), purpose, deps.now());
}

/** Uses a live link once; undefined when it is unknown, used, ended or expired. */
export function useRecoveryLink(deps: { db: Db; now: () => Date }, token: string, purpose: RecoveryPurpose) {
  return recoveryLinksRepository(deps.db).use(hashToken(token), purpose, deps.now());
}
