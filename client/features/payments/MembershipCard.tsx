import { formatDate } from '../../lib/format';
import { useClubIdentity } from '../../lib/club-config';
import { membershipName } from '@common/domain/club-identity';
import { useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { useActiveSubscription } from './payments-api';
import './payments.css';
import { ButtonLink } from '../../ui/ButtonLink';

/** The profile's membership card: status, expiry, manage (/abonnement) and cancel (/abonnement?action=cancel). */
export function MembershipCard() {
  const { user } = useCurrentUser();
  const { shortName } = useClubIdentity();
  const active = useActiveSubscription();
  if (!user) return null;
  const isActive = user.membershipStatus === 'active';
  const sub = active.data;
  return (
    <Card aria-labelledby="membership-card-title">
      <div id="membership-card-title">
        <CardTitle>Medlemskab</CardTitle>
      </div>
      <p>
        {user.membershipType === 'player' ? 'Spillermedlemskab' : membershipName(shortName)}{' '}
        <Badge tone={isActive ? 'green' : 'grey'}>{isActive ? 'Aktivt' : 'Ikke aktivt'}</Badge>
      </p>
      {isActive && user.membershipExpiresAt ? <p className="muted small">Aktivt til {formatDate(user.membershipExpiresAt)}</p> : null}
      <div className="row">
        {isActive ? (
          <ButtonLink to="/abonnement" variant="secondary" size="sm">
            Administrer
          </ButtonLink>
        ) : (
          <ButtonLink to="/subscribe" size="sm">
            Start medlemskab
          </ButtonLink>
        )}
        {sub && !sub.cancelAtPeriodEnd ? (
          <ButtonLink to="/abonnement?action=cancel" variant="ghost" size="sm">
            Opsig
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
