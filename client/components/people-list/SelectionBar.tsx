import { Button } from '../../ui/Button';
// Its checkbox uses the field styles without the Field component.
import '../../ui/field.css';
import './people-list.css';

/**
 * Above a list one can tick people in: 'N valgt', 'Vælg alle (M)' for everyone the search and
 * filters show (not only the page drawn), and 'Ryd valg'.
 */
export function SelectionBar({
  id,
  selected,
  shownIds,
  onChange,
}: {
  id: string;
  selected: ReadonlySet<number>;
  shownIds: readonly number[];
  onChange: (next: Set<number>) => void;
}) {
  const allShown = shownIds.length > 0 && shownIds.every((i) => selected.has(i));
  const toggleAll = () => {
    const next = new Set(selected);
    for (const i of shownIds) {
      if (allShown) next.delete(i);
      else next.add(i);
    }
    onChange(next);
  };
  return (
    <div className="selection-bar">
      <div className="checkbox-field">
        <input id={id} type="checkbox" checked={allShown} onChange={toggleAll} />
        <label htmlFor={id}>Vælg alle ({shownIds.length})</label>
      </div>
      <span className="selection-count" aria-live="polite">
        {selected.size} valgt
      </span>
      {selected.size > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(new Set())}>
          Ryd valg
        </Button>
      ) : null}
    </div>
  );
}
