import { useState } from 'react';
import type { PaymentMethodKind } from '@common/contracts/payments';
import type { CardResult } from './card-result';
import { SandboxCardForm } from './SandboxCardForm';
import { SandboxMobilePayForm } from './SandboxMobilePayForm';

const LABELS: Record<PaymentMethodKind, string> = { card: 'Kort', mobilepay: 'MobilePay' };

/**
 * The sandbox's stand-in for Stripe's Payment Element: the card form, and a choice of MobilePay
 * when the intent can be paid with it (one-off payments; a subscription or a saved card is card only).
 */
export function SandboxPayment({
  clientSecret,
  mode,
  paymentMethods,
  submitLabel,
  onResult,
}: {
  clientSecret: string;
  mode: 'payment' | 'setup';
  paymentMethods: PaymentMethodKind[];
  submitLabel: string;
  onResult: (result: CardResult) => void;
}) {
  const [method, setMethod] = useState<PaymentMethodKind>('card');
  const choices = mode === 'payment' ? paymentMethods : (['card'] as PaymentMethodKind[]);
  const card = <SandboxCardForm clientSecret={clientSecret} mode={mode} submitLabel={submitLabel} onResult={onResult} />;
  if (choices.length < 2) return card;
  return (
    <>
      <fieldset className="form-fieldset payment-method-choice">
        <legend>Betalingsmetode</legend>
        <div className="segmented">
          {choices.map((kind) => (
            <label key={kind} className={method === kind ? 'segmented-option segmented-option-active' : 'segmented-option'}>
              <input type="radio" name="payment-method" value={kind} checked={method === kind} onChange={() => setMethod(kind)} />
              {LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'mobilepay' ? <SandboxMobilePayForm clientSecret={clientSecret} onResult={onResult} /> : card}
    </>
  );
}
