import { Fragment, type ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { DataTable } from '../../ui/Table';
import { ShowMore } from './PeopleFilters';

/**
 * The body every people list shares (Medlemmer, Spillere, the kontingent picker): a skeleton
 * while loading, the list's own empty state, a table with sortable columns from 1024 px and
 * cards below, then 'Vis flere'. The caller says what a column, a row and a card hold.
 */
export function PeopleListView<T extends { id: number }>({
  rows,
  wide,
  loading,
  loadingHeight = 110,
  empty,
  caption,
  head,
  row,
  card,
  more,
  onMore,
}: {
  rows: readonly T[];
  wide: boolean;
  loading?: boolean;
  loadingHeight?: number;
  /** Shown instead of the rows when there are none (or none that match). */
  empty: ReactNode | null;
  caption: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
  more: number;
  onMore: () => void;
}) {
  return (
    <>
      {loading ? (
        <Skeleton rows={4} height={loadingHeight} />
      ) : empty ? (
        empty
      ) : wide ? (
        <DataTable caption={caption}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id}>{row(item)}</tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <ul className="list">
          {rows.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </ul>
      )}
      <ShowMore more={more} onMore={onMore} />
    </>
  );
}
