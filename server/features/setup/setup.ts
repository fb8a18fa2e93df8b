import type { SetupRequest } from '@common/contracts/club-identity';
import { conflict, DomainError, forbidden } from '../../core/domain-error';
import { hashPassword } from '../../core/sessions/password';
import type { Db } from '../../db/database';
import { hashToken } from '../../lib/tokens';
import { crestBytes, rasteriseCrest } from '../club';
import { setupRepository } from '../../core/club/setup.repository';
import { normaliseSetupCode } from '../../core/club/setup-code';

export const SETUP_MESSAGES = {
  wrongCode: 'Engangskoden er forkert. Den står i serverens log fra første start.',
  notPending: 'Klubben er allerede sat op. Log ind i stedet.',
  usernameTaken: 'Brugernavnet er optaget',
  closed: 'Klubben er ved at blive sat op. Prøv igen, når opsætningen er færdig.',
};

/** The set-up page's form: the club's name, crest and colours and the first admin, all or nothing. */
export async function completeSetup(db: Db, body: SetupRequest, now: Date): Promise<void> {
  const crestPng = body.crest ? await rasteriseCrest(crestBytes(body.crest)) : null;
  const result = await setupRepository(db).complete(
    hashToken(normaliseSetupCode(body.code)),
    {
      clubName: body.clubName,
      shortName: body.shortName,
      primaryColor: body.primaryColor,
      accentColor: body.accentColor,
      adminUsername: body.adminUsername,
      adminEmail: body.adminEmail,
      passwordHash: await hashPassword(body.adminPassword),
      crestPng,
    },
    now,
  );
  if (result === 'wrongCode') throw forbidden(SETUP_MESSAGES.wrongCode);
  if (result === 'notPending') throw new DomainError('notFound', SETUP_MESSAGES.notPending);
  if (result === 'usernameTaken')
    throw conflict(SETUP_MESSAGES.usernameTaken, { adminUsername: SETUP_MESSAGES.usernameTaken });
}
