import { and, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/**
 * The account a username or e-mail address belongs to (case-insensitive), when a recovery mail
 * may go to its address: only one its owner confirmed (S20). Anything else is no account here,
 * and so is a person without an address (decision 102): no recovery by e-mail for them.
 */
export async function recoverableAccount(db: Db, login: string) {
  const lower = login.toLowerCase();
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        login.includes('@')
          ? sql`lower(${users.email}) = ${lower}`
          : sql`lower(${users.username}) = ${lower}`,
        isNotNull(users.emailConfirmedAt),
      ),
    )
    .limit(1);
  return row?.email ? { ...row, email: row.email } : undefined;
}
