import { AlertTriangle, CreditCard, Wallet, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { needsCardPrompt } from '@common/domain/membership';
import { formatKr } from '../../lib/format';
import { useCan, useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { usePayments, useSubscriptionOffers } from './payments-api';
import { everyPeriodText, overdueSentence, periodText } from './period-text';
import { Spinner } from '../../ui/Spinner';
import './payments.css';
import { ButtonLink } from '../../ui/ButtonLink';

// The checkout (card forms, validation) loads when the dialog opens, not with Hjem (P6).
const SubscriptionCheckout = lazy(() => import('./SubscriptionCheckout').then((m) => ({ default: m.SubscriptionCheckout })));

/**
 * Hjem, role none (part 1 §2, §4): the player-fee prompt and its payment modal. After payment
 * the page reloads, so the new role and membership apply everywhere. The prompt names what paying
 * really unlocks: Kampe and Træning are open to role none; answering and the chat are not
 * (common/domain/permissions.ts: *.availability.respond, chat.use).
 */
export function PlayerPaymentPrompt() {
  const can = useCan();
  const offers = useSubscriptionOffers();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const done = useCallback(() => window.location.reload(), []);
  if (!can('home.playerPaymentPrompt')) return null;
  const fee = offers.data?.spiller;
  return (
    <Card className="card-warning">
      <CardTitle icon={<Wallet size={18} aria-hidden="true" />}>Betal spillerkontingent</CardTitle>
      <p>
        Din spillerkonto er oprettet. Betal kontingentet{fee ? ` på ${formatKr(fee.amount)} for ${periodText(fee.periodMonths)}` : ''} for at kunne
        svare Klar eller Ikke klar til kampe og træninger og skrive i chatten.
      </p>
      <Button block onClick={() => setOpen(true)}>
        Betal nu
      </Button>
      <Dialog open={open} onClose={close} title="Betal spillerkontingent" description={fee ? `${formatKr(fee.amount)} ${everyPeriodText(fee.periodMonths)}` : undefined}>
        {open ? (
          <Suspense fallback={<Spinner />}>
            <SubscriptionCheckout type="spiller" player failureText="Kunne ikke forberede betaling. Prøv igen." onDone={done} onCancel={close} />
          </Suspense>
        ) : null}
      </Dialog>
    </Card>
  );
}

/**
 * Hjem and profile: a manual membership without a card on file is asked to add one (part 2 §6).
 * It is advice, not an obligation: on Hjem `onHide` gives it a 'Skjul' button (decision 075).
 */
export function AddCardPrompt({ onHide }: { onHide?: () => void } = {}) {
  const { user } = useCurrentUser();
  if (!user || !needsCardPrompt(user)) return null;
  return (
    <Card aria-label="Tilføj et betalingskort">
      <div className="row-between">
        <CardTitle icon={<CreditCard size={18} aria-hidden="true" />}>Tilføj et betalingskort</CardTitle>
        {onHide ? (
          <Button variant="ghost" size="sm" onClick={onHide} aria-label="Skjul forslaget om betalingskort">
            <X size={16} aria-hidden="true" /> Skjul
          </Button>
        ) : null}
      </div>
      <p className="muted">Dit medlemskab er oprettet af klubben. Tilføj et kort, så fremtidige betalinger går nemt.</p>
      <ButtonLink to="/profile" variant="secondary" block>
        Gå til profil
      </ButtonLink>
    </Card>
  );
}

/** Hjem: outstanding payments link to /payment; one past its due date is called out (reminder). */
export function PendingPaymentCard() {
  const payments = usePayments();
  const outstanding = (payments.data ?? []).filter((p) => p.status === 'pending');
  if (outstanding.length === 0) return null;
  const today = new Date().toISOString().slice(0, 10);
  const overdue = outstanding.filter((p) => p.dueDate && p.dueDate < today);
  const total = outstanding.reduce((sum, p) => sum + p.amount, 0);
  return (
    <Card className={overdue.length ? 'card-danger' : 'card-warning'}>
      <CardTitle icon={<AlertTriangle size={18} aria-hidden="true" />}>
        {overdue.length ? 'Betaling forfalden' : 'Udestående betaling'}
      </CardTitle>
      <p>
        Du har {outstanding.length} {outstanding.length === 1 ? 'ubetalt betaling' : 'ubetalte betalinger'} på i alt {formatKr(total)}.
        {overdue.length ? ` ${overdueSentence(overdue.length)}` : ''}
      </p>
      <ButtonLink to="/payment" block>
        Se betalinger
      </ButtonLink>
    </Card>
  );
}
