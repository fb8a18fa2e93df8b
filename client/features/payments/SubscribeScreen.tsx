import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { upgradeToPlayerLabel, useClubIdentity } from '../../lib/club-config';
import { membershipName } from '@common/domain/club-identity';
import { formatDate, formatKr } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useSubscriptionOffers } from './payments-api';
import { SandboxNotice } from './SandboxNotice';
import { everyPeriodText, periodText } from './period-text';
import { SubscriptionCheckout } from './SubscriptionCheckout';
import { useRefreshPayments } from './use-refresh-payments';
import './payments.css';

/**
 * 'Vælg Medlemskab' (/subscribe): Spiller (600 kr / 6 months) and RU (300 kr / year) cards (D2),
 * 'Dit Medlemskab' with the active-until date, and the upgrade with the exact amount due now (D3).
 */
export default function SubscribeScreen() {
  const { user } = useCurrentUser();
  const { shortName } = useClubIdentity();
  const offers = useSubscriptionOffers();
  const navigate = useNavigate();
  const refresh = useRefreshPayments();
  const [choice, setChoice] = useState<'spiller' | 'ru' | null>(null);
  const cancel = useCallback(() => setChoice(null), []);
  const done = useCallback(() => {
    void refresh().then(() => navigate('/abonnement'));
  }, [refresh, navigate]);
  if (!user || offers.isLoading || !offers.data) return <Spinner />;
  const o = offers.data;
  const active = user.membershipStatus === 'active';

  if (choice) {
    const upgrade = choice === 'spiller' && o.upgradeAvailable;
    return (
      <div className="screen">
        <PageHeader title={upgrade ? 'Opgrader til Spiller' : 'Betal medlemskab'} />
        <Card>
          <Button variant="ghost" size="sm" onClick={cancel}>
            ← Tilbage
          </Button>
          <CardTitle>{choice === 'spiller' ? 'Spillermedlemskab' : membershipName(shortName)}</CardTitle>
          <p className="payment-amount">{formatKr(choice === 'spiller' ? o.spiller.dueNow : o.ru.dueNow)}</p>
          {upgrade ? <p className="muted small">Heraf fratrukket {formatKr(o.upgradeCredit)} for resten af din {shortName}-periode.</p> : null}
          <SubscriptionCheckout
            type={choice}
            failureText={upgrade ? 'Kunne ikke oprette opgradering. Prøv igen.' : 'Kunne ikke oprette abonnement. Prøv igen.'}
            onDone={done}
            onCancel={cancel}
          />
        </Card>
      </div>
    );
  }

  return (
    <div className="screen">
      <PageHeader title="Vælg Medlemskab" backTo="/profile" />
      <SandboxNotice />
      {active ? (
        <Card className="card-club">
          <CardTitle>Dit Medlemskab</CardTitle>
          <p>
            {user.membershipType === 'player' ? 'Spillermedlemskab' : membershipName(shortName)}
            {user.membershipExpiresAt ? ` – aktivt til ${formatDate(user.membershipExpiresAt)}` : ' – aktivt'}
          </p>
        </Card>
      ) : null}
      {o.upgradeAvailable ? (
        <Card>
          <CardTitle>Opgrader til Spiller</CardTitle>
          <p className="muted">
            Spil kampe og træn med holdet. {formatKr(o.spiller.amount)} {everyPeriodText(o.spiller.periodMonths)}; resten af din {shortName}-periode trækkes fra.
          </p>
          <p>
            Du betaler nu: <strong>{formatKr(o.spiller.dueNow)}</strong>
          </p>
          <Button block onClick={() => setChoice('spiller')}>
            {upgradeToPlayerLabel(o.spiller.amount)}
          </Button>
        </Card>
      ) : null}
      {!active ? (
        <div className="plan-grid">
          <Card className="plan">
            <CardTitle>Spiller</CardTitle>
            <p className="plan-price">
              {formatKr(o.spiller.amount)} <span className="muted small">/ {periodText(o.spiller.periodMonths)}</span>
            </p>
            <ul className="benefit-list">
              <li>Kampe og træning med dit hold</li>
              <li>Holdchat og klubnyheder</li>
            </ul>
            <Button block onClick={() => setChoice('spiller')}>
              Vælg Spiller
            </Button>
          </Card>
          <Card className="plan">
            <CardTitle>{shortName}</CardTitle>
            <p className="plan-price">
              {formatKr(o.ru.amount)} <span className="muted small">/ år</span>
            </p>
            <ul className="benefit-list">
              <li>Adgang til alle seniorkampe</li>
              <li>Klubnyheder og medlemschat</li>
              <li>Rabat til klubbens arrangementer</li>
            </ul>
            <Button block variant="secondary" onClick={() => setChoice('ru')}>
              Vælg {shortName}
            </Button>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
