import { lazy, Suspense, useState } from 'react';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import type { CardResult, CardSuccess } from './card-result';
import { CardFailure } from './CardFailure';
import { CARD_SETUP_FAILURE, SUBSCRIPTION_FAILURE, type FailureTexts } from './failure-texts';
import { usePaymentsConfig } from './payments-api';
import type { PaymentMethodKind } from '@common/contracts/payments';
import { SandboxNotice } from './SandboxNotice';
import { SandboxPayment } from './SandboxPayment';
import './payments.css';
// Its error line uses the field styles without the Field component.
import '../../ui/field.css';

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
 * The payment form for a client secret: Stripe's Payment Element when Stripe is configured (lazy,
 * so Stripe.js loads only here; it shows MobilePay itself when the intent has it), the sandbox's
 * own card form and MobilePay otherwise. A refusal is shown under the form, as an alert (F20:
 * also inside a dialog); only a payment that went through is reported to the screen around it.
 */
export function CardPayment({
  clientSecret,
  mode = 'payment',
  submitLabel,
  returnPath = '/payment-success',
  paymentMethods = ['card'],
  failureTexts = mode === 'setup' ? CARD_SETUP_FAILURE : SUBSCRIPTION_FAILURE,
  onResult,
}: {
  clientSecret: string;
  mode?: 'payment' | 'setup';
  /** The spec's words for a refusal on this screen. */
  failureTexts?: FailureTexts;
  /** What the gateway offers for this intent (from the server's answer); card only by default. */
  paymentMethods?: PaymentMethodKind[];
  submitLabel: string;
  returnPath?: string;
  onResult: (result: CardSuccess) => void;
}) {
  const config = usePaymentsConfig();
  const [failure, setFailure] = useState<{ result: Exclude<CardResult, CardSuccess>; attempt: number } | null>(null);
  const report = (result: CardResult) => {
    if (result.status === 'failed' || result.status === 'error') {
      setFailure((previous) => ({ result, attempt: (previous?.attempt ?? 0) + 1 }));
      return;
    }
    setFailure(null);
    onResult(result);
  };
  // Keyed by attempt: a repeated refusal is a new alert, announced again.
  const failureAlert = failure ? <CardFailure key={failure.attempt} failure={failure.result} texts={failureTexts} /> : null;
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
          onResult={report}
        />
        {failureAlert}
      </Suspense>
    );
  }
  if (provider === 'sandbox') {
    return (
      <>
        <SandboxNotice />
        <SandboxPayment clientSecret={clientSecret} mode={mode} paymentMethods={paymentMethods} submitLabel={submitLabel} onResult={report} />
        {failureAlert}
      </>
    );
  }
  return <PaymentsUnavailable />;
}
