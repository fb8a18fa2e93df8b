import type { ReactNode } from 'react';
import './empty-state.css';

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon ? <div className="empty-state-icon" aria-hidden="true">{icon}</div> : null}
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  );
}
