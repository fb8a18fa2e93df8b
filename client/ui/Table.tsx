import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import './table.css';

/**
 * A data table for the wide admin lists (≥ 1024 px): a caption for screen readers, and
 * horizontal scrolling inside its own frame when the columns do not fit.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column header that sorts: a button in the th, with aria-sort telling the current order. */
export function SortHeader<K extends string>({
  label,
  sortKey,
  sort,
  dir,
  onSort,
  align,
}: {
  label: string;
  sortKey: K;
  sort: K;
  dir: 'asc' | 'desc';
  onSort: (key: K, dir: 'asc' | 'desc') => void;
  align?: 'end';
}) {
  const active = sort === sortKey;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={align === 'end' ? 'num' : undefined}
    >
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(sortKey, active && dir === 'asc' ? 'desc' : 'asc')}
      >
        {label}
        <Icon size={14} aria-hidden="true" className={active ? undefined : 'sort-idle'} />
      </button>
    </th>
  );
}
