import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ConfirmDialog } from '../../ui/Dialog';
import { AddCardDialog } from './AddCardDialog';
import { paymentsApi, usePaymentMethods } from './payments-api';
import { useRefreshPayments } from './use-refresh-payments';

/** Saved cards (brand, last four, expiry) with add and remove (with confirmation). */
export function SavedCards() {
  const cards = usePaymentMethods();
  const refresh = useRefreshPayments();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await paymentsApi.removeCard(removing);
      showToast({ title: 'Betalingskort fjernet', variant: 'success' });
      await refresh();
    } catch {
      showToast({ title: 'Kunne ikke fjerne betalingskort. Prøv igen.', variant: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Card>
      <CardTitle icon={<CreditCard size={18} aria-hidden="true" />}>Betalingskort</CardTitle>
      {cards.data && cards.data.length > 0 ? (
        <ul className="list">
          {cards.data.map((pm) => (
            <li key={pm.id} className="list-item row-between">
              <span>
                <span className="card-brand">{pm.card.brand}</span> •••• {pm.card.last4}{' '}
                <span className="muted small">
                  {String(pm.card.exp_month).padStart(2, '0')}/{String(pm.card.exp_year).slice(-2)}
                </span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setRemoving(pm.id)} aria-label={`Fjern kort der slutter på ${pm.card.last4}`}>
                Fjern
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState compact title="Ingen gemte betalingskort" />
      )}
      <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
        Tilføj betalingskort
      </Button>
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title="Fjern betalingskort?"
        description="Kortet fjernes fra din konto."
        confirmLabel="Fjern kort"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
