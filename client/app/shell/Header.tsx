import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@common/contracts/user';
import { roleLabel } from '@common/domain/roles';
import { useClubIdentity } from '../../lib/club-config';
import { useLogout } from '../../lib/session';
import { Avatar } from '../../ui/Avatar';
import { headerExtras } from './header-extras';
import { Button } from '../../ui/Button';

/** Full name (or the club name), role label, refresh, logout and the profile button. */
export function Header({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { shortName } = useClubIdentity();
  const name = `${user.firstName} ${user.lastName}`.trim() || shortName;
  return (
    <header className="app-header">
      <div className="app-header-who">
        <span className="app-header-name">{name}</span>
        <span className="app-header-role">{roleLabel(user.role, shortName)}</span>
      </div>
      <div className="app-header-actions">
        {headerExtras.map((Extra, i) => (
          <Extra key={i} />
        ))}
        <Button variant="ghost" size="icon" aria-label="Opdater" onClick={() => void queryClient.invalidateQueries()}>
          <RefreshCw size={20} aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Log ud" onClick={() => void logout()}>
          <LogOut size={20} aria-hidden="true" />
        </Button>
        <Link to="/profile" className="profile-button" aria-label="Profil">
          <Avatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} size={36} />
        </Link>
      </div>
    </header>
  );
}
