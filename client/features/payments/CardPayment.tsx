import { lazy, Suspense } from 'react';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import type { CardResult } from './card-result';
import { usePaymentsConfig } from './payments-api';
import { SandboxCardForm } from './SandboxCardForm';
import { SandboxNotice } from './SandboxNotice';
import './payments.css';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** The screen text when no payment provider is configured (D10). */
export function PaymentsUnavailable() {
  return (
    <Card className="card-danger" role="alert">
      <p>
        <strong>Betalinger ikke tilgængelige</strong>
      </p>
      <p className="muted small">Betalingsudbyderen er ikke sat op. Kontakt klubben.</p>
    </Card>
  );
}

/**
 * The card form for a client secret: Stripe Elements when Stripe is configured (lazy, so
 * Stripe.js loads only here), the sandbox's own form otherwise.
 */
export function CardPayment({
  clientSecret,
  mode = 'payment',
  submitLabel,
  returnPath = '/payment-success',
  onResult,
}: {
  clientSecret: string;
  mode?: 'payment' | 'setup';
  submitLabel: string;
  returnPath?: string;
  onResult: (result: CardResult) => void;
}) {
  const config = usePaymentsConfig();
  if (config.isLoading) return <Spinner />;
  if (config.isError) {
    return (
      <p className="field-error" role="alert">
        Kunne ikke indlæse betalingsformular
      </p>
    );
  }
  const provider = config.data?.provider;
  if (provider === 'stripe' && config.data?.publishableKey) {
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          mode={mode}
          submitLabel={submitLabel}
          returnUrl={`${window.location.origin}${returnPath}`}
          onResult={onResult}
        />
      </Suspense>
    );
  }
  if (provider === 'sandbox') {
    return (
      <>
        <SandboxNotice />
        <SandboxCardForm clientSecret={clientSecret} mode={mode} submitLabel={submitLabel} onResult={onResult} />
      </>
    );
  }
  return <PaymentsUnavailable />;
}
