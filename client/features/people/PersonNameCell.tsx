import { Avatar } from '../../ui/Avatar';
import { EmailState } from './EmailState';

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
        </span>
      </div>
    </td>
  );
}
