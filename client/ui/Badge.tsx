import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'green' | 'red' | 'grey' | 'blue' | 'amber' | 'club';

export function Badge({ tone = 'grey', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
