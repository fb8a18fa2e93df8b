import { Avatar } from '../../ui/Avatar';
import type { JoinStatus } from '@common/contracts/join-status';
import { EmailState } from './EmailState';
import { JoinStatusBadge } from './JoinStatus';

/** The name cell of the desktop tables of Medlemmer and Spillere: picture, name and e-mail. */
export function PersonNameCell({
  person,
}: {
  person: {
    profileImageUrl?: string | null;
    firstName: string;
    lastName: string;
    email: string | null;
    emailConfirmed: boolean;
    pendingEmail: string | null;
    joinStatus?: JoinStatus;
  };
}) {
  return (
    <td>
      <div className="cell-name">
        <Avatar src={person.profileImageUrl} firstName={person.firstName} lastName={person.lastName} size={32} />
        <span>
          <strong>
            {person.firstName} {person.lastName}
          </strong>
          <span className="cell-sub">{person.email ?? 'Ingen email'}</span>
          <EmailState person={person} />
          {person.joinStatus ? (
            <span className="cell-sub">
              <JoinStatusBadge status={person.joinStatus} />
            </span>
          ) : null}
        </span>
      </div>
    </td>
  );
}
