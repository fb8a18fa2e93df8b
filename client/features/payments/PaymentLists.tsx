import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { call } from '../../lib/api-client';
import { useClubIdentity } from '../../lib/club-config';
import { showToast } from '../../lib/toast-store';
import type { Payment } from '@common/contracts/payments';
import { formatDate, formatKr } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Outstanding payments (Skyldige Betalinger), each with 'Betal Nu'; overdue ones are marked. */
export function OutstandingPayments({
  payments,
  onPay,
}: {
  payments: Payment[];
  onPay: (payment: Payment) => void;
}) {
  const outstanding = payments.filter((p) => p.status === 'pending' || p.status === 'processing');
  if (outstanding.length === 0) return null;
  return (
    <Card className="card-warning">
      <CardTitle>Skyldige Betalinger</CardTitle>
      <ul className="list">
        {outstanding.map((p) => (
          <li key={p.id} className="list-item row-between">
            <div>
              <div>{p.description}</div>
              <div className="muted small">
                {formatKr(p.amount)}
                {p.dueDate ? ` · forfalder ${formatDate(p.dueDate)}` : ''}{' '}
                {p.dueDate && p.dueDate < todayIso() ? <Badge tone="red">Forfalden</Badge> : null}
              </div>
            </div>
            {p.status === 'processing' ? (
              <Badge tone="amber">Behandles</Badge>
            ) : (
              <Button size="sm" onClick={() => onPay(p)}>
                Betal Nu
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Payment history (the latest `limit`), with a receipt for every completed payment. */
export function PaymentHistory({ payments, limit }: { payments: Payment[]; limit: number }) {
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const club = useClubIdentity();
  // 'Send kvittering igen' (E4): the receipt mail once more, to the member's own address.
  const resend = useMutation({
    mutationFn: (id: number) => call(mailEndpoints.resendReceipt, { params: { id } }),
    onSuccess: (result) =>
      showToast({ title: 'Kvittering sendt', description: `Sendt til ${result.to}.`, variant: 'success' }),
    onError: () =>
      showToast({ title: 'Kunne ikke sende', description: 'Prøv igen om lidt.', variant: 'error' }),
  });
  const done = payments.filter((p) => p.status === 'completed' || p.status === 'refunded').slice(0, limit);
  return (
    <Card>
      <CardTitle>Betalingshistorik</CardTitle>
      {done.length === 0 ? (
        <EmptyState title="Ingen betalinger" />
      ) : (
        <ul className="list">
          {done.map((p) => (
            <li key={p.id} className="list-item row-between">
              <div>
                <div>{p.description}</div>
                <div className="muted small">{formatDate(p.paidAt ?? p.createdAt)}</div>
              </div>
              <div className="row row-wrap row-end">
                <span className="nowrap">{formatKr(p.amount)}</span>
                {p.status === 'refunded' ? (
                  <Badge tone="grey">Refunderet</Badge>
                ) : (
                  <Badge tone="green">Betalt</Badge>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Kvittering for ${p.description}`}
                  onClick={() => setReceipt(p)}
                >
                  <Receipt size={18} aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={receipt !== null} onClose={() => setReceipt(null)} title="Kvittering">
        {receipt ? (
          <dl className="receipt">
            <dt>Kvitteringsnr.</dt>
            <dd>
              {club.shortName}-{String(receipt.id).padStart(6, '0')}
            </dd>
            <dt>Beskrivelse</dt>
            <dd>{receipt.description}</dd>
            <dt>Beløb</dt>
            <dd>{formatKr(receipt.amount)} (inkl. moms 0 kr)</dd>
            <dt>Betalt</dt>
            <dd>{formatDate(receipt.paidAt ?? receipt.createdAt)}</dd>
            <dt>Modtager</dt>
            <dd>{club.clubName}</dd>
          </dl>
        ) : null}
        {receipt?.status === 'completed' ? (
          <Button
            variant="secondary"
            block
            loading={resend.isPending}
            onClick={() => resend.mutate(receipt.id)}
          >
            Send kvittering igen
          </Button>
        ) : null}
      </Dialog>
    </Card>
  );
}
