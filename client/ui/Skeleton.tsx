import './skeleton.css';

/**
 * Where content loads (decision 077): grey blocks in the shape of what is coming, so the screen
 * does not jump when it arrives. `rows` blocks of `height` px each (a list's cards by default);
 * read out as 'Indlæser...' and marked busy, which the end-to-end checks wait for.
 */
export function Skeleton({ rows = 3, height = 72, label = 'Indlæser...' }: { rows?: number; height?: number; label?: string }) {
  return (
    <div className="skeleton-list" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

/** One line of text still loading, inside a card or a tile. */
export function SkeletonLine({ width = '60%', label = 'Indlæser...' }: { width?: string; label?: string }) {
  return (
    <span className="skeleton skeleton-line" role="status" aria-busy="true" style={{ width }}>
      <span className="sr-only">{label}</span>
    </span>
  );
}
