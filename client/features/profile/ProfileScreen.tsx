import {
  ChevronRight,
  CreditCard,
  LogOut,
  Mail,
  MapPin,
  Phone,
  Settings,
  Shirt,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { urlOf } from '../../lib/api-client';
import { clearAuthToken } from '../../lib/auth-token';
import { useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { MailSettingsCard } from './MailSettingsCard';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { ProfilePhoto } from './ProfilePhoto';
import './profile.css';
import { Button } from '../../ui/Button';
import { useRoleLabel } from '../../lib/club-config';

export interface ProfileSlots {
  /** The membership card (payments feature). */
  membershipCard?: ReactNode;
  /** Saved payment cards (payments feature). */
  savedCards?: ReactNode;
  /** The private calendar subscription (calendar feature). */
  calendarCard?: ReactNode;
}

/** Profil (/profile, part 1 §2): photo, name, role, jersey, contact, membership, cards, notifications, links. */
export function ProfileScreen({ membershipCard, savedCards, calendarCard }: ProfileSlots) {
  const roleLabel = useRoleLabel();
  const { user } = useCurrentUser();
  if (!user) return <Spinner />;
  const logout = () => {
    clearAuthToken();
    window.location.assign(urlOf(authEndpoints.logoutAndGoHome));
  };
  return (
    <div className="screen profile">
      <Card className="profile-hero">
        <ProfilePhoto user={user} />
        <h1 className="profile-name">
          {user.firstName} {user.lastName}
        </h1>
        <div className="row">
          <Badge tone="club">{roleLabel(user.role)}</Badge>
          {user.jerseyNumber ? (
            <Badge tone="grey">
              <Shirt size={14} aria-hidden="true" /> #{user.jerseyNumber}
            </Badge>
          ) : null}
        </div>
      </Card>

      <Card aria-labelledby="contact-title">
        <div id="contact-title">
          <CardTitle>Kontaktoplysninger</CardTitle>
        </div>
        <ul className="profile-facts">
          <li>
            <Mail size={16} aria-hidden="true" /> <span className="sr-only">Email: </span>
            {user.email}
          </li>
          {user.phoneNumber ? (
            <li>
              <Phone size={16} aria-hidden="true" /> <span className="sr-only">Telefon: </span>+45{' '}
              {user.phoneNumber}
            </li>
          ) : null}
          {user.address ? (
            <li>
              <MapPin size={16} aria-hidden="true" /> <span className="sr-only">Adresse: </span>
              {user.address}
              {user.postalCode ? `, ${user.postalCode}` : ''}
            </li>
          ) : null}
        </ul>
      </Card>

      {membershipCard}
      {savedCards}

      <NotificationSettingsCard user={user} />
      <MailSettingsCard />
      {calendarCard}

      <nav aria-label="Profil" className="list">
        <Link to="/profile/settings" className="list-item link-row">
          <Settings size={18} aria-hidden="true" /> <span>Profilindstillinger</span>{' '}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
        <Link to="/abonnement" className="list-item link-row">
          <CreditCard size={18} aria-hidden="true" /> <span>Administrer medlemskab</span>{' '}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
        {/* Only a membership can be ended; /abonnement?action=cancel says how for each kind. */}
        {user.membershipStatus === 'active' ? (
          <Link to="/abonnement?action=cancel" className="list-item link-row">
            <XCircle size={18} aria-hidden="true" /> <span>Opsig medlemskab</span>{' '}
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </nav>

      <Button variant="secondary" block onClick={logout}>
        <LogOut size={18} aria-hidden="true" /> Log ud
      </Button>
    </div>
  );
}
