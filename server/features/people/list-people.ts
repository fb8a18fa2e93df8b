import type { PeopleListQuery, PeoplePage } from '@common/contracts/people-list';
import type { Member } from '@common/contracts/people';
import type { AppDeps } from '../../app-deps';
import { peopleListRepository } from '../../core/people/people-list.repository';
import { toMemberDto } from '../../core/people/person-dto';

/** Spillere and Medlemmer: one page of the people the query matches, with the counts the screens show (decision 103). */
export async function listPeople(
  deps: Pick<AppDeps, 'db' | 'now'>,
  query: PeopleListQuery,
): Promise<PeoplePage<Member>> {
  const now = deps.now();
  const page = await peopleListRepository(deps.db).page(query, now);
  return {
    items: page.rows.map((row) => toMemberDto(row, now)),
    total: page.total,
    byRole: page.byRole,
    everyone: page.everyone,
  };
}
