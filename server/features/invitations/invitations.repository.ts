import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { registrationInvites, registrationLinks, registrationLinkUses, users } from '../../db/schema';
import { takeRegistrationPicture } from '../uploads';
import { setPersonTeam } from '../../core/people/person-team.repository';

type NewUser = typeof users.$inferInsert;

/** Thrown inside the account transaction to roll it back when the picture is no longer free. */
class PictureTaken extends Error {}
/** Thrown inside the account transaction when a personal token was used meanwhile. */
export class InviteUsed extends Error {}

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

    /** The link a personal token belongs to, while the token is unused (D18). */
    async findByInviteHash(tokenHash: string) {
      const [row] = await db
        .select({ link: registrationLinks, inviteId: registrationInvites.id, email: registrationInvites.email })
        .from(registrationInvites)
        .innerJoin(registrationLinks, eq(registrationLinks.id, registrationInvites.linkId))
        .where(and(eq(registrationInvites.tokenHash, tokenHash), isNull(registrationInvites.usedAt)))
        .limit(1);
      return row;
    },

    /**
     * Records a personal token per new address under the link, in the caller's transaction; an
     * address already invited under it is skipped. Answers the new invites.
     */
    async addInvites(linkId: number, emails: string[], now: Date) {
      if (emails.length === 0) return [];
      return db
        .insert(registrationInvites)
        .values(emails.map((email) => ({ linkId, email, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: registrationInvites.id, email: registrationInvites.email });
    },

    /** Mints an unused invite's token while its link lives; answers the link's role, or undefined. */
    async mintInvite(id: number, tokenHash: string, now: Date) {
      const [row] = await db
        .update(registrationInvites)
        .set({ tokenHash })
        .where(
          and(
            eq(registrationInvites.id, id),
            isNull(registrationInvites.usedAt),
            sql`exists (select 1 from ${registrationLinks} where ${registrationLinks.id} = ${registrationInvites.linkId} and ${registrationLinks.expiresAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ linkId: registrationInvites.linkId });
      if (!row) return undefined;
      const [link] = await db
        .select({ role: registrationLinks.role })
        .from(registrationLinks)
        .where(and(eq(registrationLinks.id, row.linkId), gt(registrationLinks.expiresAt, now)));
      return link?.role;
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
      user: Omit<NewUser, 'username' | 'profileImageUrl' | 'team'>;
      /** The link's team, written through the one team writer. */
      team: string | null;
      pictureId: string;
      linkId: number;
      /** A personal token (D18): used once, in the same transaction as the account. */
      inviteId: number | null;
      usedAt: Date;
    }): Promise<number | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const takenRows = await tx
            .select({ username: users.username })
            .from(users)
            .where(sql`lower(${users.username}) like ${input.usernamePrefix + '%'}`);
          if (input.inviteId !== null) {
            const [used] = await tx
              .update(registrationInvites)
              .set({ usedAt: input.usedAt })
              .where(and(eq(registrationInvites.id, input.inviteId), isNull(registrationInvites.usedAt)))
              .returning({ id: registrationInvites.id });
            if (!used) throw new InviteUsed();
          }
          const username = input.pickUsername(new Set(takenRows.map((r) => r.username.toLowerCase())));
          const [user] = await tx
            .insert(users)
            .values({ ...input.user, username })
            .returning({ id: users.id });
          await setPersonTeam(tx, user!.id, input.team);
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
