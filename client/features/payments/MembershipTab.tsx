import { useCallback, useState } from 'react';
import type { Payment } from '@common/contracts/payments';
import { needsCardPrompt } from '@common/domain/membership';
import { formatDate } from '../../lib/format';
import { useClubIdentity } from '../../lib/club-config';
import { membershipName } from '@common/domain/club-identity';
import { useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { AddCardPrompt } from './HomeCards';
import { OutstandingPayments, PaymentHistory } from './PaymentLists';
import { useActiveSubscription, usePayments } from './payments-api';
import { PayOutstandingStep } from './PayOutstandingStep';
import { SavedCards } from './SavedCards';
import './payments.css';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * Profile settings, tab Medlemskab (part 2 §2): the active subscription, add-card and
 * start-membership prompts, payment status, outstanding payments with 'Betal Nu' (→ the
 * full-screen 'Gennemfør Betaling'), history (latest 10) and 'Ingen betalinger'.
 */
export function MembershipTab() {
  const { user } = useCurrentUser();
  const { shortName } = useClubIdentity();
  const active = useActiveSubscription();
  const payments = usePayments();
  const [paying, setPaying] = useState<Payment | null>(null);
  const done = useCallback(() => setPaying(null), []);
  if (!user) return null;
  if (paying) return <PayOutstandingStep payment={paying} onDone={done} />;
  const list = payments.data ?? [];
  const outstanding = list.some((p) => p.status === 'pending');
  const sub = active.data;
  return (
    <div className="stack">
      <Card>
        <CardTitle>Medlemskab</CardTitle>
        {sub ? (
          <p>
            {sub.type === 'spiller' ? 'Spillermedlemskab' : membershipName(shortName)} <Badge tone="green">Aktivt abonnement</Badge>
            {sub.currentPeriodEnd ? (
              <span className="muted small">
                {' '}
                {sub.cancelAtPeriodEnd ? 'slutter' : 'fornyes'} {formatDate(sub.currentPeriodEnd)}
              </span>
            ) : null}
          </p>
        ) : user.membershipStatus === 'active' ? (
          <p>
            <Badge tone="green">Aktivt</Badge>
            {user.membershipExpiresAt ? <span className="muted small"> til {formatDate(user.membershipExpiresAt)}</span> : null}
          </p>
        ) : (
          <>
            <p className="muted">Du har intet aktivt medlemskab.</p>
            <ButtonLink to="/subscribe" block>
              Start medlemskab
            </ButtonLink>
          </>
        )}
        <p className="small">
          Betalingsstatus: {outstanding ? <Badge tone="amber">Udestående betaling</Badge> : <Badge tone="green">Alt er betalt</Badge>}
        </p>
      </Card>
      {needsCardPrompt(user) ? <AddCardPrompt /> : null}
      {payments.isLoading ? <Skeleton rows={2} height={120} /> : <OutstandingPayments payments={list} onPay={setPaying} />}
      {payments.isLoading ? null : <PaymentHistory payments={list} limit={10} />}
      <SavedCards />
    </div>
  );
}
