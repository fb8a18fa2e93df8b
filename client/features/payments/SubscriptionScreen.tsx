import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canUpgradeToPlayer, membershipEnding } from '@common/domain/membership';
import { upgradeToPlayerLabel, useClubConfig, useClubIdentity } from '../../lib/club-config';
import { membershipName } from '@common/domain/club-identity';
import { formatMonthYear } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { AddCardDialog } from './AddCardDialog';
import { MembershipEndingCard } from './MembershipEndingCard';
import { paymentsApi, useActiveSubscription } from './payments-api';
import { useRefreshPayments } from './use-refresh-payments';
import './payments.css';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * 'Mit Medlemskab' (/abonnement): status dot, expiry month and year, upgrade, 'Opsig medlemskab'
 * (a gateway subscription is cancelled at period end after the shared confirmation, since it cannot
 * be undone; every other kind says what happens), add card, back to /profile.
 */
export default function SubscriptionScreen() {
  const { user } = useCurrentUser();
  const active = useActiveSubscription();
  const config = useClubConfig();
  const { shortName } = useClubIdentity();
  const refresh = useRefreshPayments();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  if (!user || active.isLoading) return <Spinner />;
  const sub = active.data ?? null;
  const isActive = user.membershipStatus === 'active';
  const ending = Boolean(sub?.cancelAtPeriodEnd);
  const expires = sub?.currentPeriodEnd ?? user.membershipExpiresAt;

  // Arriving from the profile's 'Opsig medlemskab' link speaks of the membership, not the subscription.
  const fromCancelLink = params.get('action') === 'cancel';
  const cancel = async () => {
    if (!sub?.stripeSubscriptionId) return;
    setCancelling(true);
    try {
      await paymentsApi.cancelSubscription(sub.stripeSubscriptionId);
      showToast({ title: fromCancelLink ? 'Medlemskab opsagt' : 'Abonnement opsagt', variant: 'success' });
      await refresh();
    } catch {
      showToast({
        title: 'Fejl ved opsigelse',
        description: fromCancelLink ? 'Kunne ikke opsige medlemskab. Prøv igen.' : 'Kunne ikke opsige abonnement. Prøv igen.',
        variant: 'error',
      });
    } finally {
      setCancelling(false);
      setConfirmingCancel(false);
    }
  };

  return (
    <div className="screen">
      <PageHeader title="Mit Medlemskab" backTo="/profile" />
      <Card>
        <CardTitle>{user.membershipType === 'player' ? 'Spillermedlemskab' : membershipName(shortName)}</CardTitle>
        <p>
          <span className={`status-dot ${isActive ? (ending ? 'status-dot-ending' : 'status-dot-active') : 'status-dot-inactive'}`} aria-hidden="true" />
          {isActive ? 'Aktivt' : 'Ikke aktivt'}
        </p>
        {expires && isActive ? <p className="muted">Udløber {formatMonthYear(expires)}</p> : null}
        {!isActive ? (
          <ButtonLink to="/subscribe" block>
            Start medlemskab
          </ButtonLink>
        ) : null}
      </Card>
      {canUpgradeToPlayer(user) ? (
        <Button block onClick={() => navigate('/subscribe')}>
          {upgradeToPlayerLabel(config.data?.prices.playerFeeOre)}
        </Button>
      ) : null}
      <MembershipEndingCard ending={membershipEnding(user, sub)} focus={fromCancelLink} cancelling={cancelling} onCancel={() => setConfirmingCancel(true)} />
      <Button block variant="secondary" onClick={() => setAdding(true)}>
        Tilføj betalingskort
      </Button>
      <ButtonLink to="/profile" variant="ghost" block>
        Tilbage til profil
      </ButtonLink>
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={confirmingCancel}
        title="Opsig medlemskab?"
        description="Er du sikker på, at du vil opsige dit medlemskab? Det kan ikke fortrydes."
        confirmLabel="Opsig medlemskab"
        busy={cancelling}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
