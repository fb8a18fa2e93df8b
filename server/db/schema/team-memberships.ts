import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './club';
import { users } from './users';

/**
 * A person's teams and their role on each (decision 107): Spiller, Træner, Assistenttræner or
 * Holdleder. `users.team` stays as the person's first team (the specification's single field),
 * written only beside these rows by server/core/people/person-team.repository.ts.
 */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team: text('team')
      .notNull()
      .references(() => teams.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    role: text('role').notNull().default('player'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.team] }),
    index('team_memberships_team_idx').on(t.team, t.role),
    check('team_memberships_role_check', sql`${t.role} in ('player','coach','assistant','manager')`),
  ],
);
