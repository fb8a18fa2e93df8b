import { useCallback, useMemo, useState } from 'react';
import { useUrlParams } from '../../lib/use-url-params';
import { readFilters, writeFilters, type ListFilters } from './people-list';

/**
 * The list's search, filters and sort live in the URL (?q=…&team=…&sort=…), so a reload, a
 * shared link or the back button brings the same list back. Typing replaces the history entry
 * instead of adding one per key.
 */
export function useListFilters(): [ListFilters, (change: Partial<ListFilters>) => void] {
  const [params, changeParams] = useUrlParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (change: Partial<ListFilters>) =>
      changeParams((current) => writeFilters(current, { ...readFilters(current), ...change })),
    [changeParams],
  );
  return [filters, update];
}

export const PAGE_SIZE = 50;

/**
 * Rows are drawn a page at a time ('Vis flere'): 500 members stay smooth on a phone. The count
 * starts over when the filters or the sort change (`key`), not when the data refreshes.
 */
export function usePaging<T>(
  rows: readonly T[],
  key: string,
): { shown: readonly T[]; more: number; showMore: () => void } {
  const [state, setState] = useState({ key, count: PAGE_SIZE });
  const count = state.key === key ? state.count : PAGE_SIZE;
  if (state.key !== key) setState({ key, count: PAGE_SIZE });
  return {
    shown: rows.length > count ? rows.slice(0, count) : rows,
    more: Math.max(0, rows.length - count),
    showMore: () => setState({ key, count: count + PAGE_SIZE }),
  };
}

/** What every sortable column header of a people list is given: the sort, and how to change it. */
export function sortPropsOf(filters: ListFilters, setFilters: (change: Partial<ListFilters>) => void) {
  return {
    sort: filters.sort,
    dir: filters.dir,
    onSort: (sort: ListFilters['sort'], dir: ListFilters['dir']) => setFilters({ sort, dir }),
  };
}
