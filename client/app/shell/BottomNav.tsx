import { BarChart3, Calendar, Dumbbell, Home, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';

/** Hjem, Kampe, Træning (hidden for member), Statistik, Profil. */
export function BottomNav({ role }: { role: Role }) {
  const items = [
    { to: '/', label: 'Hjem', Icon: Home, show: true },
    { to: '/matches', label: 'Kampe', Icon: Calendar, show: true },
    { to: '/training', label: 'Træning', Icon: Dumbbell, show: can(role, 'training.nav') },
    { to: '/statistics', label: 'Statistik', Icon: BarChart3, show: true },
    { to: '/profile', label: 'Profil', Icon: User, show: true },
  ].filter((item) => item.show);
  return (
    <nav className="bottom-nav" aria-label="Hovedmenu">
      {items.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} end={to === '/'} className="bottom-nav-item">
          <Icon size={22} aria-hidden="true" />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
