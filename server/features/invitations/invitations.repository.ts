import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { registrationLinks, registrationLinkUses, users } from '../../db/schema';
import { takeRegistrationPicture } from '../uploads';

type NewUser = typeof users.$inferInsert;

/** Thrown inside the account transaction to roll it back when the picture is no longer free. */
class PictureTaken extends Error {}

export function invitationsRepository(db: Db) {
  return {
    async create(row: { tokenHash: string; role: string; team: string | null; createdBy: number; expiresAt: Date }) {
      const [created] = await db.insert(registrationLinks).values(row).returning();
      return created!;
    },
    async findByHash(tokenHash: string) {
      const [row] = await db.select().from(registrationLinks).where(eq(registrationLinks.tokenHash, tokenHash)).limit(1);
      return row;
    },
    /**
     * Creates the account a registration link is used for, in one transaction: the taken names
     * starting with `usernamePrefix` are read inside it and `pickUsername` chooses the new name
     * from them (D14); the registration picture is given to the account and the use of the link
     * is recorded (D16). Returns the new user's id, or undefined (and nothing is saved) when the
     * picture is no longer free. A name taken at the same moment fails on the unique index.
     */
    async createAccount(input: {
      usernamePrefix: string;
      pickUsername: (taken: Set<string>) => string;
      user: Omit<NewUser, 'username' | 'profileImageUrl'>;
      pictureId: string;
      linkId: number;
      usedAt: Date;
    }): Promise<number | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const takenRows = await tx
            .select({ username: users.username })
            .from(users)
            .where(sql`lower(${users.username}) like ${input.usernamePrefix + '%'}`);
          const username = input.pickUsername(new Set(takenRows.map((r) => r.username.toLowerCase())));
          const [user] = await tx
            .insert(users)
            .values({ ...input.user, username })
            .returning({ id: users.id });
          if (!(await takeRegistrationPicture(tx, input.pictureId, user!.id))) throw new PictureTaken();
          await tx.insert(registrationLinkUses).values({ linkId: input.linkId, userId: user!.id, usedAt: input.usedAt });
          return user!.id;
        });
      } catch (error) {
        if (error instanceof PictureTaken) return undefined;
        throw error;
      }
    },
  };
}
