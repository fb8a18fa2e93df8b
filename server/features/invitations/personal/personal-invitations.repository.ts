import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { PERSONAL_INVITATION_DAYS } from '@common/domain/recovery';
import type { Db } from '../../../db/database';
import { personalInvitations, recoveryLinks, users } from '../../../db/schema';
import { onTeam } from '../../../core/people/person-team.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const VALID_MS = PERSONAL_INVITATION_DAYS * DAY_MS;

/** A person as the send rules need them. */
export interface Invitee {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  team: string | null;
  joined: boolean;
  /** Staff withdrew their invitation. */
  withdrawn: boolean;
}

/** What the mail of one sent invitation needs. */
export interface SentInvitation {
  userId: number;
  linkId: number;
  expiresAt: Date;
}

const inviteeColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  team: users.team,
  joined: sql<boolean>`${users.passwordHash} is not null`,
  withdrawn: sql<boolean>`${personalInvitations.withdrawnAt} is not null`,
};

/**
 * New invitation links for these people (recovery links of purpose 'invitation', decision 094):
 * any earlier open one of theirs ends in the same statement, so only the newest mail works.
 */
async function newLinks(tx: Db, rows: Array<{ userId: number; expiresAt: Date }>, now: Date) {
  if (rows.length === 0) return new Map<number, number>();
  // Each link names the address it went to: a link to an address the person no longer has is dead.
  const addresses = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.userId),
          ),
        )
    ).map((u) => [u.id, u.email]),
  );
  await tx
    .update(recoveryLinks)
    .set({ usedAt: now })
    .where(
      and(
        inArray(
          recoveryLinks.userId,
          rows.map((r) => r.userId),
        ),
        eq(recoveryLinks.purpose, 'invitation'),
        isNull(recoveryLinks.usedAt),
      ),
    );
  const created = await tx
    .insert(recoveryLinks)
    .values(
      rows.map((r) => ({
        userId: r.userId,
        purpose: 'invitation' as const,
        newEmail: addresses.get(r.userId) ?? null,
        expiresAt: r.expiresAt,
        createdAt: now,
      })),
    )
    .returning({ id: recoveryLinks.id, userId: recoveryLinks.userId });
  return new Map(created.map((c) => [c.userId, c.id]));
}

/** The personal invitations' table and their links (decision 101); the rules are in the callers. */
export function personalInvitationsRepository(db: Db) {
  return {
    async invitees(ids: number[]): Promise<Invitee[]> {
      if (ids.length === 0) return [];
      return db
        .select(inviteeColumns)
        .from(users)
        .leftJoin(personalInvitations, eq(personalInvitations.userId, users.id))
        .where(inArray(users.id, ids));
    },

    async teamInvitees(team: string): Promise<Invitee[]> {
      return db
        .select(inviteeColumns)
        .from(users)
        .leftJoin(personalInvitations, eq(personalInvitations.userId, users.id))
        .where(onTeam(team));
    },

    /** "7 af 22 har ikke oprettet sig endnu", and how many a team's send would reach now. */
    async teamSummary(team: string, now: Date) {
      const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
      const pi = personalInvitations;
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          notJoined: sql<number>`(count(*) filter (where ${users.passwordHash} is null))::int`,
          remindable: sql<number>`(count(*) filter (where ${users.passwordHash} is null and ${users.email} is not null
            and ${pi.withdrawnAt} is null and (${pi.lastSentAt} is null or ${pi.lastSentAt} <= ${dayAgo}::timestamptz)))::int`,
        })
        .from(users)
        .leftJoin(pi, eq(pi.userId, users.id))
        .where(onTeam(team));
      return row ?? { total: 0, notJoined: 0, remindable: 0 };
    },

    /**
     * Records a staff send for each person and makes their new link (call it in a transaction).
     * Someone mailed within the last 24 hours is left as they are (S21) and not answered. A
     * withdrawn or run-out invitation starts again (14 new days, reminders anew); a live one keeps
     * its days and reminders. Answers the people to mail now.
     */
    async recordSends(userIds: number[], senderId: number, now: Date): Promise<SentInvitation[]> {
      if (userIds.length === 0) return [];
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const expires = new Date(now.getTime() + VALID_MS);
      const t = personalInvitations;
      const restart = sql`(${t.withdrawnAt} is not null or ${t.expiresAt} <= ${now.toISOString()}::timestamptz)`;
      const rows = await db
        .insert(t)
        .values(
          userIds.map((userId) => ({
            userId,
            firstSentAt: now,
            expiresAt: expires,
            invitedAt: now,
            invitedBy: senderId,
            lastSentAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: t.userId,
          set: {
            firstSentAt: sql`case when ${restart} then excluded.first_sent_at else ${t.firstSentAt} end`,
            expiresAt: sql`case when ${restart} then excluded.expires_at else ${t.expiresAt} end`,
            reminders: sql`case when ${restart} then 0 else ${t.reminders} end`,
            remindedAt: sql`case when ${restart} then null else ${t.remindedAt} end`,
            withdrawnAt: sql`null`,
            invitedAt: sql`excluded.invited_at`,
            invitedBy: sql`excluded.invited_by`,
            lastSentAt: sql`excluded.last_sent_at`,
          },
          setWhere: lte(t.lastSentAt, dayAgo),
        })
        .returning({ userId: t.userId, expiresAt: t.expiresAt });
      const links = await newLinks(db, rows, now);
      return rows.map((r) => ({ ...r, linkId: links.get(r.userId)! }));
    },

    /**
     * Claims reminder number `n` (1 or 2) for every open invitation that is due it: not joined,
     * with an address, not withdrawn or run out, `afterDays` since the first mail, no mail in the
     * last 24 hours. The claim and the new links are one transaction, and a claimed reminder is
     * never claimed again, so two instances running the job at once send each reminder once.
     */
    async claimReminders(n: 1 | 2, afterDays: number, now: Date): Promise<SentInvitation[]> {
      const t = personalInvitations;
      const due = new Date(now.getTime() - afterDays * DAY_MS);
      const dayAgo = new Date(now.getTime() - DAY_MS);
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(t)
          .set({ reminders: n, remindedAt: now, lastSentAt: now })
          .where(
            and(
              eq(t.reminders, n - 1),
              isNull(t.withdrawnAt),
              gt(t.expiresAt, now),
              lte(t.firstSentAt, due),
              lte(t.lastSentAt, dayAgo),
              sql`exists (select 1 from ${users} u where u.id = ${t.userId} and u.password_hash is null and u.email is not null)`,
            ),
          )
          .returning({ userId: t.userId, expiresAt: t.expiresAt });
        const links = await newLinks(tx, rows, now);
        return rows.map((r) => ({ ...r, linkId: links.get(r.userId)! }));
      });
    },

    /**
     * 'Send et nyt link' from a link that no longer works: the invitation starts again (14 new
     * days) when it was not withdrawn, the person has not joined and has an address, and nothing
     * went to them in the last 24 hours. Answers the new link, or undefined (refused quietly).
     */
    async renew(userId: number, now: Date): Promise<SentInvitation | undefined> {
      const t = personalInvitations;
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const expires = new Date(now.getTime() + VALID_MS);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ firstSentAt: now, expiresAt: expires, lastSentAt: now, reminders: 0, remindedAt: null })
          .where(
            and(
              eq(t.userId, userId),
              isNull(t.withdrawnAt),
              lte(t.lastSentAt, dayAgo),
              sql`exists (select 1 from ${users} u where u.id = ${t.userId} and u.password_hash is null and u.email is not null)`,
            ),
          )
          .returning({ userId: t.userId, expiresAt: t.expiresAt });
        if (!row) return undefined;
        const links = await newLinks(tx, [row], now);
        return { ...row, linkId: links.get(row.userId)! };
      });
    },

    /** Withdraws a person's invitation and ends its link. Answers whether one was out. */
    async withdraw(userId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(personalInvitations)
          .set({ withdrawnAt: now })
          .where(and(eq(personalInvitations.userId, userId), isNull(personalInvitations.withdrawnAt)))
          .returning({ userId: personalInvitations.userId });
        await tx
          .update(recoveryLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(recoveryLinks.userId, userId),
              eq(recoveryLinks.purpose, 'invitation'),
              isNull(recoveryLinks.usedAt),
            ),
          );
        return rows.length > 0;
      });
    },

    /**
     * Follows an invitation: uses the link once, sets the password and what the invitee gave, the
     * address confirmed, and ends any other open link of theirs, all in one transaction. False when
     * the link or the person's state moved meanwhile (used, ended, joined, another address);
     * 'picture' when the picture was taken meanwhile (nothing is written then).
     */
    async accept(input: {
      userId: number;
      linkId: number;
      email: string;
      now: Date;
      patch: Partial<typeof users.$inferInsert>;
      takePicture?: (tx: Db) => Promise<boolean>;
    }): Promise<boolean | 'picture'> {
      const { now } = input;
      class Rollback extends Error {
        constructor(readonly answer: false | 'picture') {
          super('rollback');
        }
      }
      try {
        return await db.transaction(async (tx) => {
          const [used] = await tx
            .update(recoveryLinks)
            .set({ usedAt: now })
            .where(
              and(
                eq(recoveryLinks.id, input.linkId),
                eq(recoveryLinks.purpose, 'invitation'),
                isNull(recoveryLinks.usedAt),
                gt(recoveryLinks.expiresAt, now),
              ),
            )
            .returning({ id: recoveryLinks.id });
          if (!used) return false;
          const [updated] = await tx
            .update(users)
            .set({ ...input.patch, updatedAt: now })
            .where(
              and(
                eq(users.id, input.userId),
                isNull(users.passwordHash),
                sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
              ),
            )
            .returning({ id: users.id });
          if (!updated) throw new Rollback(false);
          if (input.takePicture && !(await input.takePicture(tx))) throw new Rollback('picture');
          await tx
            .update(recoveryLinks)
            .set({ usedAt: now })
            .where(and(eq(recoveryLinks.userId, input.userId), isNull(recoveryLinks.usedAt)));
          return true;
        });
      } catch (error) {
        if (error instanceof Rollback) return error.answer;
        throw error;
      }
    },

    /** The invitation link a token belongs to, live or not (an ended one answers 'Send et nyt link'). */
    async linkByToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: recoveryLinks.id,
          userId: recoveryLinks.userId,
          usedAt: recoveryLinks.usedAt,
          expiresAt: recoveryLinks.expiresAt,
          email: recoveryLinks.newEmail,
        })
        .from(recoveryLinks)
        .where(and(eq(recoveryLinks.tokenHash, tokenHash), eq(recoveryLinks.purpose, 'invitation')))
        .limit(1);
      return row;
    },

    async invitation(userId: number) {
      const [row] = await db.select().from(personalInvitations).where(eq(personalInvitations.userId, userId));
      return row;
    },

    /** The person behind an invitation page: what the club knows, and whether they have joined. */
    async person(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          team: users.team,
          role: users.role,
          phoneNumber: users.phoneNumber,
          address: users.address,
          postalCode: users.postalCode,
          birthDate: users.birthDate,
          profileImageUrl: users.profileImageUrl,
          jerseyNumber: users.jerseyNumber,
          position: users.position,
          joined: sql<boolean>`${users.passwordHash} is not null`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
