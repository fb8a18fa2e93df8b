import type { ReactNode } from 'react';
import './event-card.css';

/** 'Mit hold' / 'Alle hold' (decision 078): two pressed-state buttons in a labelled group. */
export function ScopeSwitch({ value, onChange }: { value: 'mine' | 'all'; onChange: (value: 'mine' | 'all') => void }) {
  return (
    <div className="scope-switch" role="group" aria-label="Vis hold">
      <button type="button" aria-pressed={value === 'mine'} onClick={() => onChange('mine')}>
        Mit hold
      </button>
      <button type="button" aria-pressed={value === 'all'} onClick={() => onChange('all')}>
        Alle hold
      </button>
    </div>
  );
}

/** One team's events under its name, folded and unfolded with a tap. */
export function TeamGroup({
  id,
  title,
  count,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  count: number;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      className="team-group match-group"
      open={open}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        if (now !== open) onToggle(now);
      }}
    >
      <summary id={`group-${id}`}>
        <h2 className="team-group-title">
          {title} <span className="team-group-count">({count})</span>
        </h2>
      </summary>
      <section aria-labelledby={`group-${id}`}>{children}</section>
    </details>
  );
}
