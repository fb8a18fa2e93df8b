import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Hjem's advice prompts a person has hidden ('Skjul', decision 075): one row per person and prompt
 * key (common/contracts/home.ts PROMPT_KEYS), so a hidden prompt stays hidden on every device.
 */
export const dismissedPrompts = pgTable(
  'dismissed_prompts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
