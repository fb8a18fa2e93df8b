import { BarChart3, Calendar, CreditCard, Settings, Upload, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../lib/session';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

export const ADMIN_HUB_DENIED = 'Du har ikke tilladelse til at tilgå administrationsområdet.';

/** Klub Panel (/admin, part 2 §2): admin only; the system settings link admin only too. */
export default function AdminHubScreen() {
  const can = useCan();
  if (!can('adminHub.view')) {
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
  const links = [
    { to: '/admin/members', label: 'Medlemmer', Icon: Users, show: true },
    { to: '/matches', label: 'Kampe', Icon: Calendar, show: true },
    { to: '/statistics', label: 'Statistik', Icon: BarChart3, show: true },
    { to: '/admin/csv-upload', label: 'Upload Kampprogram', Icon: Upload, show: true },
    { to: '/admin/kontingent', label: 'Kontingent', Icon: CreditCard, show: true },
    { to: '/admin/system-settings', label: 'Systemindstillinger', Icon: Settings, show: can('systemSettings.manage') },
  ].filter((l) => l.show);
  return (
    <div className="screen">
      <PageHeader title="Klub Panel" backTo="/" subtitle="Administration af klubben" />
      <nav aria-label="Klub Panel">
        <ul className="link-grid" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to} className="link-tile">
                <Icon size={22} aria-hidden="true" />
                <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
