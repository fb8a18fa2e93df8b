import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../lib/toast-store';
import { CardPayment } from './CardPayment';
import { paymentsApi } from './payments-api';
import { useRefreshPayments } from './use-refresh-payments';

/** Card setup (part 2 §4): request a secret, show the card form in a dialog, close on success. */
export function AddCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = useRefreshPayments();
  useEffect(() => {
    if (!open) {
      setSecret(null);
      return;
    }
    paymentsApi
      .setupCard()
      .then((res) => setSecret(res.clientSecret))
      .catch(() => {
        showToast({ title: 'Kunne ikke forberede betalingsmetode', variant: 'error' });
        onClose();
      });
  }, [open, onClose]);
  return (
    <Dialog open={open} onClose={onClose} title="Tilføj betalingskort" description="Kortet gemmes hos betalingsudbyderen; klubben ser kun de sidste fire cifre.">
      {secret ? (
        <CardPayment
          clientSecret={secret}
          mode="setup"
          returnPath="/profile/settings"
          submitLabel="Gem kort"
          onResult={() => {
            showToast({ title: 'Betalingskort tilføjet!', variant: 'success' });
            void refresh();
            onClose();
          }}
        />
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
