import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import type { CardResult } from './card-result';
import { paymentsApi } from './payments-api';
import { sandboxMobilePayFormSchema, type SandboxMobilePayFormValues } from './sandbox-forms';
import { SandboxApproveDialog, useSandboxConfirmation } from './SandboxConfirmation';

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
  const { busy, asking, send, answer } = useSandboxConfirmation(clientSecret, onResult);

  const submit = form.handleSubmit(({ phone }) => send(() => paymentsApi.sandboxMobilePay(clientSecret, phone)));

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
      <SandboxApproveDialog
        open={asking}
        title="Godkend i MobilePay"
        description={`MobilePay har sendt betalingen til +45 ${form.getValues('phone')}. Godkend eller afvis den i appen.`}
        onAnswer={answer}
      />
    </form>
  );
}
