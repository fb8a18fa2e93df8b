import { NavLink } from 'react-router';
import type { Role } from '@common/domain/roles';
import { SCREEN_ICONS } from '../../lib/navigation/screen-icons';
import { menuLinks } from '../../lib/navigation/links';

/** Hjem, Kampe, Træning (not for RU members), Statistik, Profil: the menu screens the role may use. */
export function BottomNav({ role }: { role: Role }) {
  return (
    <nav className="bottom-nav" aria-label="Hovedmenu">
      {menuLinks(role).map(({ path, label }) => {
        const Icon = SCREEN_ICONS[path];
        return (
          <NavLink key={path} to={path} end={path === '/'} className="bottom-nav-item">
            <Icon size={22} aria-hidden="true" />
            <span>{label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
