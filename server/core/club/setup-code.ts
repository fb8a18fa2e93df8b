import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { hashToken } from '../../lib/tokens';
import { setupRepository } from './setup.repository';

/** The set-up code: 20 letters and digits without look-alikes (about 100 bits), in groups of five. */
function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(20);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** What the operator types: case and dashes do not matter. */
export const normaliseSetupCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A production start on a database without an admin and without ADMIN_USERNAME/ADMIN_PASSWORD
 * (decision 106): the one instance that stores the code prints it once; the others say that the
 * set-up waits. The code is void once the set-up is done.
 */
export async function startSetupIfNeeded(db: Db, log: (line: string) => void): Promise<void> {
  const repo = setupRepository(db);
  const code = newSetupCode();
  if (await repo.startSetup(hashToken(normaliseSetupCode(code)))) {
    log(
      [
        'The club is not set up yet. Open /setup in a browser and give this one-time set-up code:',
        `  ${code}`,
        'It is shown only this once and stops working when the set-up is done (decision 106).',
      ].join('\n'),
    );
  } else {
    log('The club is not set up yet: open /setup with the one-time code printed when the set-up began.');
  }
}
