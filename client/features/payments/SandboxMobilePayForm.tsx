import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SandboxConfirmResponse } from '@common/contracts/payments';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { sandboxCardResult, type CardResult } from './card-result';
import { paymentsApi } from './payments-api';
import { sandboxMobilePayFormSchema, type SandboxMobilePayFormValues } from './sandbox-forms';

/**
 * The sandbox's MobilePay (D10, decision 020): the payer gives the phone number, then the
 * (simulated) MobilePay app asks them to approve or decline, as Stripe's MobilePay test page does.
 * No money moves; the number is not kept.
 */
export function SandboxMobilePayForm({ clientSecret, onResult }: { clientSecret: string; onResult: (result: CardResult) => void }) {
  // Messages stay until the next try, as before the form was on react-hook-form.
  const form = useForm<SandboxMobilePayFormValues>({
    resolver: zodResolver(sandboxMobilePayFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { phone: '' },
  });
  const phoneField = form.register('phone');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const report = (res: SandboxConfirmResponse) => onResult(sandboxCardResult(res));

  const submit = form.handleSubmit(async ({ phone }) => {
    setBusy(true);
    try {
      const res = await paymentsApi.sandboxMobilePay(clientSecret, phone);
      if (res.status === 'requires_action') {
        answered.current = false;
        setAsking(true);
      }
      else report(res);
    } catch {
      onResult({ status: 'error' });
    } finally {
      setBusy(false);
    }
  });

  // One answer per request in the app: closing the dialog after Godkend must not also send Afvis
  // (as in the card form, two answers completed the payment twice).
  const answered = useRef(false);
  const answer = async (approve: boolean) => {
    if (answered.current) return;
    answered.current = true;
    setAsking(false);
    setBusy(true);
    try {
      report(await paymentsApi.sandboxAuthenticate(clientSecret, approve));
    } catch {
      onResult({ status: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="MobilePay">
      <TextField
        label="Mobilnummer"
        prefix="+45"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={8}
        error={form.formState.errors.phone?.message}
        {...phoneField}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\s/g, '');
          return phoneField.onChange(event);
        }}
      />
      <p className="muted small">Du godkender betalingen i MobilePay-appen på din telefon.</p>
      <Button type="submit" block loading={busy}>
        Betal med MobilePay
      </Button>
      <Dialog
        open={asking}
        onClose={() => void answer(false)}
        title="Godkend i MobilePay"
        description={`MobilePay har sendt betalingen til +45 ${form.getValues('phone')}. Godkend eller afvis den i appen.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => void answer(false)}>
              Afvis
            </Button>
            <Button onClick={() => void answer(true)}>Godkend</Button>
          </>
        }
      />
    </form>
  );
}
