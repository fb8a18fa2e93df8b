import { and, asc, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { ANY_TEAM, NO_TEAM, PEOPLE_PAGE_SIZE, type PeopleListQuery } from '@common/contracts/people-list';
import { ROLES, roleLabel, type Role } from '@common/domain/roles';
import { searchWords } from '@common/domain/search-fold';
import type { Db } from '../../db/database';
import { paymentFacts } from './payment-facts.repository';
import { teams, users } from '../../db/schema';
import { danishSortKey } from '../../db/schema/search-text';
import { pendingEmailColumn } from '../recovery/recovery-links.repository';
import { invitationColumn } from './join-status.repository';
import { membershipsJson, onSomeTeam, onTeam } from './person-team.repository';

const collator = new Intl.Collator('da', { sensitivity: 'base' });
/** Roles in the order of their Danish labels (Administrator, Bestyrelse, RU Medlem, Spiller, Træner), as the lists show them. */
const ROLE_ORDER = [...ROLES].sort(
  (a, b) => collator.compare(roleLabel(a), roleLabel(b)) || a.localeCompare(b),
);

/**
 * The people lists (Spillere, Medlemmer) as the server answers them (decision 103): search on the
 * folded search text through its index, the screens' filters, their sort orders, a page, and the
 * counts the screens show — in three queries whatever the club's size.
 */
export function peopleListRepository(db: Db) {
  return {
    async page(query: PeopleListQuery, now: Date) {
      const nowIso = now.toISOString();
      const { paid, subs } = paymentFacts(db, now);
      const pending = sql<number>`coalesce(${paid.pending}, 0)`;
      const completed = sql<number>`coalesce(${paid.completed}, 0)`;
      const totalPaid = sql<number>`coalesce(${paid.total}, 0)`;
      const at = sql`${nowIso}::timestamptz`;
      // isMembershipActive (common/domain/membership.ts) written over the joined counts.
      const active = sql`(
        (${users.membershipStatus} = 'active' and ${users.membershipExpiresAt} > ${at}
          and (not ${users.manualMembership} or ${users.membershipType} is not null))
        or coalesce(${subs.active}, 0) > 0
        or (${users.role} <> 'none'
          and (${users.membershipExpiresAt} is null or ${users.membershipExpiresAt} > ${at})
          and ${pending} = 0 and ${completed} > 0)
      )`;

      const where = and(...conditions(query, { active, pending, totalPaid }));
      const dir = query.dir === 'desc' ? desc : asc;
      const byName = [asc(danishSortKey(sql`${users.firstName} || ' ' || ${users.lastName}`)), asc(users.id)];
      const order: SQL[] = (() => {
        switch (query.sort ?? 'name') {
          case 'name':
            return [dir(danishSortKey(sql`${users.firstName} || ' ' || ${users.lastName}`)), dir(users.id)];
          case 'role':
            return [
              dir(
                sql`array_position(${sql.raw(`array[${ROLE_ORDER.map((r) => `'${r}'`).join(',')}]`)}::text[], ${users.role})`,
              ),
              ...byName,
            ];
          case 'team':
            return [dir(danishSortKey(sql`coalesce(${teams.displayName}, '')`)), ...byName];
          case 'membership':
            return [dir(sql`(case when ${active} then 0 else 1 end)`), ...byName];
          case 'paid':
            return [dir(totalPaid), ...byName];
          case 'lastPayment':
            return [
              query.dir === 'desc' ? sql`${paid.last} desc nulls last` : sql`${paid.last} asc nulls first`,
              ...byName,
            ];
        }
      })();

      const rows = await db
        .select({
          user: users,
          pending,
          completed,
          totalPayments: totalPaid,
          lastPayment: sql<string | null>`${paid.last}`,
          activeSubscriptions: sql<number>`coalesce(${subs.active}, 0)`,
          pendingEmail: pendingEmailColumn(now),
          invitation: invitationColumn(),
          teams: membershipsJson(),
        })
        .from(users)
        .leftJoin(paid, eq(paid.userId, users.id))
        .leftJoin(subs, eq(subs.userId, users.id))
        .leftJoin(teams, eq(teams.code, users.team))
        .where(where)
        .orderBy(...order)
        .limit(query.limit ?? PEOPLE_PAGE_SIZE)
        .offset(query.offset ?? 0);

      // What matches, per role, through the same conditions (the search through its index), and
      // everyone: two counts rather than one filtered aggregate, which would fold every row.
      const counts = await db
        .select({ role: users.role, count: sql<number>`count(*)::int` })
        .from(users)
        .leftJoin(paid, eq(paid.userId, users.id))
        .leftJoin(subs, eq(subs.userId, users.id))
        .where(where)
        .groupBy(users.role);
      const [all] = await db.select({ count: sql<number>`count(*)::int` }).from(users);

      const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
      for (const c of counts) if (c.role in byRole) byRole[c.role as Role] = Number(c.count);
      return {
        rows,
        total: counts.reduce((sum, c) => sum + Number(c.count), 0),
        byRole,
        everyone: Number(all?.count ?? 0),
      };
    },
  };
}

/** The query's filters as conditions on the people and their joined counts. */
function conditions(query: PeopleListQuery, facts: { active: SQL; pending: SQL; totalPaid: SQL }): SQL[] {
  const where: SQL[] = [];
  if (query.q?.trim()) {
    const words = searchWords(query.q);
    // A query with nothing searchable in it ('!!') finds nobody rather than everybody.
    where.push(
      words.length === 0
        ? sql`false`
        : sql`${users.searchVector} @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`,
    );
  }
  // Every team of a person counts, not only the first (decision 107).
  if (query.team === NO_TEAM) where.push(not(onSomeTeam()));
  else if (query.team === ANY_TEAM) where.push(onSomeTeam());
  else if (query.team) where.push(onTeam(query.team));
  // 'Spiller' includes unpaid invitees (Ikke betalt), as the team statistics count them.
  if (query.role)
    where.push(
      query.role === 'player' ? inArray(users.role, ['player', 'none']) : eq(users.role, query.role),
    );
  if (query.membership === 'active') where.push(facts.active);
  if (query.membership === 'inactive') where.push(sql`not ${facts.active}`);
  if (query.payment === 'outstanding') where.push(sql`${facts.pending} > 0`);
  if (query.payment === 'paid') where.push(sql`${facts.pending} = 0 and ${facts.totalPaid} > 0`);
  if (query.payment === 'none') where.push(sql`${facts.pending} = 0 and ${facts.totalPaid} = 0`);
  return where;
}
