import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { announcementReads, announcements, users } from '../../db/schema';

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  important: announcements.important,
  createdAt: announcements.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorRole: users.role,
};
export type AnnouncementRow = {
  id: number;
  title: string;
  content: string;
  important: boolean;
  createdAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorRole: string | null;
};

export function announcementsRepository(db: Db) {
  // Asked on every opening of the app (Hjem's start request): built and prepared once (decision 082).
  const unreadStatement = db
    .select(columns)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .leftJoin(
      announcementReads,
      and(
        eq(announcementReads.announcementId, announcements.id),
        eq(announcementReads.userId, sql.placeholder('userId')),
      ),
    )
    .where(
      and(
        isNull(announcementReads.userId),
        gte(
          announcements.createdAt,
          sql`(select ${users.createdAt} - interval '30 days' from ${users} where ${users.id} = ${sql.placeholder('userId')})`,
        ),
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(sql.placeholder('limit'))
    .prepare('announcements_unread');
  return {
    /** Newest first, with the author in the same query. */
    list(limit: number): Promise<AnnouncementRow[]> {
      return db
        .select(columns)
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.authorId))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit);
    },

    /**
     * What this person has not read yet, oldest first (the dialog reads them in order). Only
     * announcements from 30 days before they joined onwards: a new member is not met by years of news.
     */
    async unread(userId: number, limit: number): Promise<AnnouncementRow[]> {
      const rows = await unreadStatement.execute({ userId, limit });
      return rows.reverse();
    },

    async find(id: number) {
      const [row] = await db
        .select(columns)
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.authorId))
        .where(eq(announcements.id, id))
        .limit(1);
      return row;
    },

    /** Creates it, and counts it as read by its author. */
    create(values: { title: string; content: string; important: boolean; authorId: number }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(announcements).values(values).returning();
        await tx.insert(announcementReads).values({ userId: values.authorId, announcementId: row!.id });
        return row!;
      });
    },

    async markRead(announcementId: number, userId: number) {
      await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
    },

    async delete(id: number) {
      const rows = await db
        .delete(announcements)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length;
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
