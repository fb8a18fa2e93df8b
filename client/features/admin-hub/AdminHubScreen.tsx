import { Link } from 'react-router';
import { SCREEN_ICONS } from '../../lib/navigation/screen-icons';
import { hubLinks } from '../../lib/navigation/screens';
import { useCan, useCurrentUser } from '../../lib/session';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

export const ADMIN_HUB_DENIED = 'Du har ikke tilladelse til at tilgå administrationsområdet.';

/** Klub Panel (/admin, part 2 §2): admin only; its links are the hub screens the role may use. */
export default function AdminHubScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  if (!user || !can('adminHub.view')) {
    return (
      <div className="screen">
        <PageHeader title="Klub Panel" backTo="/" />
        <Card className="card-danger" role="alert">
          <h2>Adgang Nægtet</h2>
          <p>{ADMIN_HUB_DENIED}</p>
        </Card>
      </div>
    );
  }
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
