import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * The one empty-state pattern (decision 077): every list with nothing in it says so with this,
 * a title and, where useful, an icon and what to do next. `compact` inside a card's list.
 */
export function EmptyState({ icon, title, children, compact = false }: { icon?: ReactNode; title: string; children?: ReactNode; compact?: boolean }) {
  return (
    <div className={compact ? 'empty-state empty-state-compact' : 'empty-state'}>
      {icon ? <div className="empty-state-icon" aria-hidden="true">{icon}</div> : null}
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  );
}
