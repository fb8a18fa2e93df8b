import type { ReactNode } from 'react';
import type { Squad } from '@common/contracts/squads';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';

/** The squad's state for the coach: Kladde (players see nothing) or Offentliggjort (changes notify). */
export function SquadStatusCard({ status, children }: { status: Squad['status']; children?: ReactNode }) {
  return (
    <Card aria-label="Status">
      <p className="squad-status">
        <Badge tone={status === 'published' ? 'green' : 'amber'}>{status === 'published' ? 'Offentliggjort' : 'Kladde'}</Badge>
        <span className="small muted">
          {status === 'published'
            ? 'Ændringer giver kun besked til de spillere, hvis plads ændres.'
            : 'Spillerne ser intet, før du offentliggør holdet.'}
        </span>
      </p>
      {children}
    </Card>
  );
}
