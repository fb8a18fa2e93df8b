import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Uploaded objects: the signed PUT is bound to this row's key, type and maximum size (S9). */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: text('purpose').notNull(),
  contentType: text('content_type'),
  maxBytes: integer('max_bytes').notNull(),
  size: integer('size'),
  status: text('status').notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
