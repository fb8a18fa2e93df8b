import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { setPeopleTeams, type TeamAssignment } from '../../core/people/person-team.repository';
import type { ExistingPerson } from './check-rows';

type NewUser = Omit<typeof users.$inferInsert, 'team' | 'username'>;
type UserPatch = Partial<Omit<typeof users.$inferInsert, 'team' | 'id' | 'username' | 'email' | 'emailConfirmedAt'>>;

export interface ImportWrites {
  creates: Array<{ line: number; user: NewUser; team: string | null; usernameBase: string }>;
  updates: Array<{ line: number; id: number; patch: UserPatch; team: string | null }>;
  /** The club's numbering continues after this number (the highest the file kept). */
  numbersFrom: number;
  pickUsername: (base: string, taken: Set<string>) => string;
}

/** A phone number's digits without +45/0045, as `phoneKey` in member-cells.ts writes it. */
const phoneKeySql = sql<string>`regexp_replace(regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g'), '^(00)?45([0-9]{8})$', '\\2')`;

const EXISTING_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
  phoneNumber: users.phoneNumber,
  birthDate: users.birthDate,
  role: users.role,
};

/** The member import's reads and its one write (decision 100). */
export function memberImportRepository(db: Db) {
  return {
    /** Everyone a row could name: by e-mail (any letters), phone digits or birth date (the names are compared by the caller). */
    async findExisting(keys: { emails: string[]; phones: string[]; birthDates: string[] }): Promise<ExistingPerson[]> {
      const conditions = [
        keys.emails.length ? inArray(sql`lower(${users.email})`, keys.emails.map((e) => e.toLowerCase())) : undefined,
        keys.phones.length ? inArray(phoneKeySql, keys.phones) : undefined,
        keys.birthDates.length ? inArray(users.birthDate, keys.birthDates) : undefined,
      ].filter((c) => c !== undefined);
      if (conditions.length === 0) return [];
      return db.select(EXISTING_COLUMNS).from(users).where(or(...conditions));
    },
    async takenMemberNumbers(numbers: string[]): Promise<Set<string>> {
      if (numbers.length === 0) return new Set();
      const rows = await db.select({ number: users.memberNumber }).from(users).where(inArray(users.memberNumber, numbers));
      return new Set(rows.map((r) => r.number));
    },
    /** The number member_number_seq gives next. */
    async nextMemberNumber(): Promise<number> {
      const { rows } = (await db.execute(sql`select last_value, is_called from member_number_seq`)) as unknown as {
        rows: Array<{ last_value: string | number; is_called: boolean }>;
      };
      const row = rows[0];
      if (!row) return 1;
      return Number(row.last_value) + (row.is_called ? 1 : 0);
    },
    /**
     * Writes the whole import in one transaction, or nothing: the numbering moved past the kept
     * numbers, the new people (usernames chosen against every name taken, D14), their teams through
     * the one team writer, then the updates. Returns the created people in row order.
     */
    async write(plan: ImportWrites) {
      return db.transaction(async (tx) => {
        if (plan.numbersFrom > 0) {
          await tx.execute(
            sql`select setval('member_number_seq', ${plan.numbersFrom}::bigint) where ${plan.numbersFrom}::bigint > (select case when is_called then last_value else last_value - 1 end from member_number_seq)`,
          );
        }
        let created: Array<{ id: number; memberNumber: string; line: number }> = [];
        if (plan.creates.length) {
          const taken = new Set(
            (await tx.select({ username: sql<string>`lower(${users.username})` }).from(users)).map((r) => r.username),
          );
          const values = plan.creates.map((c) => {
            const username = plan.pickUsername(c.usernameBase, taken);
            taken.add(username.toLowerCase());
            return { ...c.user, username };
          });
          const rows: Array<{ id: number; memberNumber: string }> = [];
          // In slices: one statement's parameters stay well below PostgreSQL's 65,535.
          for (let i = 0; i < values.length; i += 500) {
            rows.push(...(await tx.insert(users).values(values.slice(i, i + 500)).returning({ id: users.id, memberNumber: users.memberNumber })));
          }
          created = rows.map((row, i) => ({ ...row, line: plan.creates[i]!.line }));
        }
        const teams: TeamAssignment[] = [
          ...created.flatMap((row, i) => (plan.creates[i]!.team ? [{ userId: row.id, team: plan.creates[i]!.team }] : [])),
          ...plan.updates.flatMap((u) => (u.team ? [{ userId: u.id, team: u.team }] : [])),
        ];
        await setPeopleTeams(tx, teams);
        for (const update of plan.updates) {
          await tx.update(users).set(update.patch).where(sql`${users.id} = ${update.id}`);
        }
        return created;
      });
    },
  };
}
export type MemberImportRepository = ReturnType<typeof memberImportRepository>;
