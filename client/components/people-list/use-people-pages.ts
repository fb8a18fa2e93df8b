import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Endpoint } from '@common/contracts/endpoint';
import type { PeopleListQuery, PeoplePage } from '@common/contracts/people-list';
import { PEOPLE_PAGE_SIZE } from '@common/contracts/people-list-values';
import { call, queryKeyOf } from '../../lib/api-client';
import type { ListFilters } from './people-list';

type PeopleEndpoint<Item> = Endpoint<'GET', string, PeoplePage<Item>, undefined, PeopleListQuery>;

/** The URL's filters as the list's query: empty filters and the default sort left out. */
export function peopleQuery(f: ListFilters): PeopleListQuery {
  const query: PeopleListQuery = {};
  if (f.q.trim()) query.q = f.q.trim();
  if (f.team) query.team = f.team;
  if (f.role) query.role = f.role as PeopleListQuery['role'];
  if (f.membership) query.membership = f.membership;
  if (f.payment) query.payment = f.payment;
  if (f.sort !== 'name') query.sort = f.sort;
  if (f.dir !== 'asc') query.dir = f.dir;
  return query;
}

/** Where the next page starts: after the rows loaded, while fewer than the total are. */
export function nextPeopleOffset<Item>(pages: readonly PeoplePage<Item>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  const last = pages[pages.length - 1];
  return last && last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

/**
 * A value that follows `value` once it has stood still for `ms` (typing in the search field).
 * Values are compared by content: the query is a new object every render, and taking an equal one
 * would draw the list again, and again (a render every pause, forever, P5).
 */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const changed = JSON.stringify(value) !== JSON.stringify(settled);
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [changed, value, ms]);
  return settled;
}

/**
 * Spillere and Medlemmer (decision 103): the server searches, filters, sorts and pages; 'Vis flere'
 * asks for the next page. The key is the endpoint's own (queryKeyOf), so the changes that refresh
 * the list today (invalidating that key) refresh every page; the previous answer stays on screen
 * while a new search is asked, and typing is asked after a pause, not per key.
 */
export function usePeoplePages<Item>(
  endpoint: PeopleEndpoint<Item>,
  filters: ListFilters,
  options: { refetchInterval?: number; refetchOnMount?: 'always' } = {},
) {
  const query = useSettled(peopleQuery(filters), 250);
  const result = useInfiniteQuery({
    queryKey: [...queryKeyOf(endpoint), 'pages', query],
    queryFn: ({ pageParam, signal }) =>
      call(endpoint, { query: { ...query, offset: pageParam, limit: PEOPLE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPeopleOffset(pages),
    placeholderData: keepPreviousData,
    ...options,
  });
  const pages = result.data?.pages ?? [];
  const first = pages[0];
  const rows = pages.flatMap((p) => p.items);
  return {
    rows,
    /** How many match the search and filters (the server's count, not the rows loaded). */
    total: first?.total ?? 0,
    byRole: first?.byRole,
    /** Everyone in the club, whatever the filters. */
    everyone: first?.everyone,
    isLoading: result.isLoading,
    more: Math.max(0, (pages[pages.length - 1]?.total ?? 0) - rows.length),
    showMore: () => void result.fetchNextPage(),
    loadingMore: result.isFetchingNextPage,
  };
}
