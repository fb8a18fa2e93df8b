import { useEffect, useState } from 'react';
import type { ClientSecretResponse, Payment } from '@common/contracts/payments';
import { ApiError } from '../../lib/api';
import { formatKr } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { Card, CardTitle } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { CardPayment } from './CardPayment';
import { paymentsApi } from './payments-api';
import { useRefreshPayments } from './use-refresh-payments';
import { Button } from '../../ui/Button';
import { OUTSTANDING_FAILURE } from './failure-texts';

/**
 * 'Gennemfør Betaling' (part 2 §2, §4): a full-screen step for one outstanding payment with a
 * back button; the amount is the payment's, set by the server.
 */
export function PayOutstandingStep({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const [intent, setIntent] = useState<ClientSecretResponse | null>(null);
  const refresh = useRefreshPayments();
  useEffect(() => {
    paymentsApi
      .paymentIntent(payment.id)
      .then(setIntent)
      .catch((error: unknown) => {
        // A payment-intent failure is only logged (part 2 §8); the step shows why.
        console.error(error);
        showToast({
          title: 'Kunne ikke gennemføre betaling',
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Kunne ikke gennemføre betaling. Prøv igen.',
          variant: 'error',
        });
        onDone();
      });
  }, [payment.id, onDone]);

  return (
    <div className="screen payment-step">
      <div className="page-header">
        <Button variant="ghost" size="sm" onClick={onDone}>
          ← Tilbage
        </Button>
      </div>
      <PageHeader title="Gennemfør Betaling" />
      <Card>
        <CardTitle>{payment.description}</CardTitle>
        <p className="payment-amount">{formatKr(payment.amount)}</p>
        {intent ? (
          <CardPayment
            clientSecret={intent.clientSecret}
            paymentMethods={intent.paymentMethods}
            returnPath="/profile"
            failureTexts={OUTSTANDING_FAILURE}
            submitLabel={`Betal ${formatKr(payment.amount)}`}
            onResult={(result) => {
              void paymentsApi
                .syncPayment(result.paymentIntentId)
                .catch(() => undefined)
                .then(() => refresh())
                .then(() => {
                  showToast({ title: 'Betaling Gennemført', variant: 'success' });
                  onDone();
                });
            }}
          />
        ) : (
          <Spinner />
        )}
      </Card>
    </div>
  );
}
