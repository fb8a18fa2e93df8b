import { Link } from 'react-router';
import { SCREEN_ICONS } from '../../lib/navigation/screen-icons';
import { hubLinks } from '../../lib/navigation/links';
import { useCurrentUser } from '../../lib/session';
import { PageHeader } from '../../ui/PageHeader';

/** Klub Panel (/admin, part 2 §2): admin only; its links are the hub screens the role may use. */
export default function AdminHubScreen() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="screen">
      <PageHeader title="Klub Panel" backTo="/" subtitle="Administration af klubben" />
      <nav aria-label="Klub Panel">
        <ul className="link-grid" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {hubLinks(user.role).map(({ path, label }) => {
            const Icon = SCREEN_ICONS[path];
            return (
              <li key={path}>
                <Link to={path} className="link-tile">
                  <Icon size={22} aria-hidden="true" />
                  <span>{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
