import { NavLink } from 'react-router';
import type { Role } from '@common/domain/roles';
import { SCREEN_ICONS } from '../../lib/navigation/screen-icons';
import { menuLinks, screensFor, staffPanelLinks, type ScreenLink } from '../../lib/navigation/links';

/** The staff group's heading, as the staff panel on Hjem names it. */
const STAFF_HEADING: Partial<Record<Role, string>> = {
  admin: 'Administration',
  board: 'Bestyrelse',
  coach: 'Trænerpanel',
};

function Item({ link }: { link: ScreenLink }) {
  const Icon = SCREEN_ICONS[link.path];
  return (
    <NavLink to={link.path} end={link.path === '/'} className="side-nav-item">
      <Icon size={20} aria-hidden="true" />
      <span>{link.label}</span>
    </NavLink>
  );
}

/**
 * The desktop menu (≥ 1024 px, decision 075; hidden below by CSS, where the bottom menu stays):
 * the bottom menu's entries, then the header's Chat, then every staff screen the role may use
 * (the staff panel on Hjem). All from the screen list (common/navigation/screens.ts), so a new
 * menu screen (e.g. Kalender) appears here and in the bottom menu by its entry there alone. The
 * current page is marked with aria-current="page" (NavLink).
 */
export function SideNav({ role }: { role: Role }) {
  const header = screensFor(role).filter((screen) => screen.linkedFrom === 'header');
  const staff = staffPanelLinks(role);
  return (
    <nav className="side-nav" aria-label="Sidemenu">
      {[...menuLinks(role), ...header].map((link) => (
        <Item key={link.path} link={link} />
      ))}
      {staff.length ? (
        <>
          <p className="side-nav-heading" aria-hidden="true">
            {STAFF_HEADING[role] ?? 'Administration'}
          </p>
          {staff.map((link) => (
            <Item key={link.path} link={link} />
          ))}
        </>
      ) : null}
    </nav>
  );
}
