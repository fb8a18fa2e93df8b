import { Mail, Phone, Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Person } from '@common/contracts/people';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { EmailState } from './EmailState';
import { JoinStatusBadge } from './JoinStatus';
import { roleTone } from './role-options';
import { useRoleLabel } from '../../lib/club-config';

/** One person on Spillere and Medlemmer: avatar or initials, role, jersey, contact, position and team. */
export function PersonCard({ person, teamName, actions, extra }: { person: Person; teamName?: string; actions?: ReactNode; extra?: ReactNode }) {
  const roleLabel = useRoleLabel();
  return (
    <li className="person-card">
      <Avatar src={person.profileImageUrl} firstName={person.firstName} lastName={person.lastName} size={48} />
      <div className="person-card-body">
        <div className="row wrap">
          <strong>
            {person.firstName} {person.lastName}
          </strong>
          <Badge tone={roleTone(person.role)}>{roleLabel(person.role)}</Badge>
          {person.jerseyNumber ? (
            <Badge tone="grey">
              <Shirt size={12} aria-hidden="true" /> #{person.jerseyNumber}
            </Badge>
          ) : null}
          <JoinStatusBadge status={person.joinStatus} />
        </div>
        <div className="person-card-facts muted small">
          <span>
            <Mail size={14} aria-hidden="true" /> {person.email ?? 'Ingen email'}
          </span>
          <EmailState person={person} />
          {person.phoneNumber ? (
            <span>
              <Phone size={14} aria-hidden="true" /> +45 {person.phoneNumber}
            </span>
          ) : null}
          {person.position || teamName ? <span>{[person.position, teamName].filter(Boolean).join(' · ')}</span> : null}
          {extra}
        </div>
      </div>
      {actions ? <div className="person-card-actions">{actions}</div> : null}
    </li>
  );
}
