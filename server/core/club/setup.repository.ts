import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SetupRequest } from '@common/contracts/club-identity';
import type { Db } from '../../db/database';
import { clubSettings, users } from '../../db/schema';

/** The set-up code's row (decision 106): club_settings.setup_code_hash, null when there is nothing to set up. */
export function setupRepository(db: Db) {
  return {
    /**
     * Stores a new code's hash unless one is stored already; true for the one caller that stored it
     * (so only that instance prints the code).
     */
    async startSetup(codeHash: string): Promise<boolean> {
      const stored = await db
        .update(clubSettings)
        .set({ setupCodeHash: codeHash })
        .where(and(eq(clubSettings.id, true), isNull(clubSettings.setupCodeHash)))
        .returning({ id: clubSettings.id });
      return stored.length === 1;
    },

    async pending(): Promise<boolean> {
      const [row] = await db
        .select({ id: clubSettings.id })
        .from(clubSettings)
        .where(and(eq(clubSettings.id, true), isNotNull(clubSettings.setupCodeHash)));
      return Boolean(row);
    },

    /**
     * The club and its first admin, all or nothing, only while the code given is the stored one:
     * the row is locked, so two instances cannot both finish the set-up. False when the code is wrong
     * or the set-up was done meanwhile.
     */
    async complete(
      codeHash: string,
      values: Omit<SetupRequest, 'code' | 'crest' | 'adminPassword'> & { passwordHash: string; crestPng: Buffer | null },
      now: Date,
    ): Promise<'done' | 'wrongCode' | 'notPending' | 'usernameTaken'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ hash: clubSettings.setupCodeHash })
          .from(clubSettings)
          .where(eq(clubSettings.id, true))
          .for('update');
        if (!row?.hash) return 'notPending';
        if (row.hash !== codeHash) return 'wrongCode';
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, values.adminUsername));
        if (taken) return 'usernameTaken';
        // The club first: the admin's member number starts with its short name.
        await tx
          .update(clubSettings)
          .set({
            clubName: values.clubName,
            shortName: values.shortName,
            dbuClubName: values.shortName,
            primaryColor: values.primaryColor,
            accentColor: values.accentColor,
            crestPng: values.crestPng ? values.crestPng.toString('base64') : null,
            crestUpdatedAt: values.crestPng ? now : null,
            setupCodeHash: null,
            updatedAt: now,
          })
          .where(eq(clubSettings.id, true));
        await tx.insert(users).values({
          username: values.adminUsername,
          passwordHash: values.passwordHash,
          email: values.adminEmail,
          emailConfirmedAt: now,
          firstName: 'Administrator',
          lastName: values.shortName,
          role: 'admin',
          membershipStatus: 'active',
        });
        return 'done';
      });
    },
  };
}
