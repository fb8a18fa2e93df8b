import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import type { CardResult } from './card-result';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe Elements (card, MobilePay where the account has it, wallets). Loaded only on payment
 * screens: this module is a lazy chunk. Redirect-based methods come back to `returnUrl`.
 */
export default function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  mode: 'payment' | 'setup';
  submitLabel: string;
  returnUrl: string;
  onResult: (result: CardResult) => void;
}) {
  let stripe = stripeByKey.get(props.publishableKey);
  if (!stripe) {
    stripe = loadStripe(props.publishableKey, { locale: 'da' });
    stripeByKey.set(props.publishableKey, stripe);
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, locale: 'da' }}>
      <ElementsForm {...props} />
    </Elements>
  );
}

/** Card and validation errors carry the provider's message for the user; anything else is unexpected. */
function stripeFailure(error: { type?: string; message?: string }): CardResult {
  if (error.type === 'card_error' || error.type === 'validation_error') {
    return { status: 'failed', message: error.message ?? 'Betalingen blev ikke gennemført korrekt' };
  }
  return { status: 'error' };
}

function ElementsForm({ mode, submitLabel, returnUrl, onResult }: Parameters<typeof StripeCardForm>[0]) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      if (mode === 'setup') {
        const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } });
        if (error) onResult(stripeFailure(error));
        else onResult({ status: 'succeeded', paymentIntentId: setupIntent.id });
        return;
      }
      const { error, paymentIntent } = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } });
      if (error) onResult(stripeFailure(error));
      else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') onResult({ status: paymentIntent.status, paymentIntentId: paymentIntent.id });
      else onResult({ status: 'failed', message: 'Betalingen blev ikke gennemført korrekt' });
    } catch {
      onResult({ status: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)}>
      <PaymentElement onReady={() => setReady(true)} />
      {/* Confirmation stays disabled until the card form is ready (part 2 §4). */}
      <Button type="submit" block loading={busy} disabled={!ready || !stripe}>
        {submitLabel}
      </Button>
    </form>
  );
}
