import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { SandboxCard } from '@common/contracts/payments';
import { paymentsApi } from './payments-api';
import type { CardResult } from './card-result';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { sandboxCardFormSchema, type SandboxCardFormValues } from './sandbox-forms';
import { SandboxApproveDialog, useSandboxConfirmation } from './SandboxConfirmation';

/** A registered field that keeps only the characters `keep` lets through, as they are typed. */
function filtered(field: UseFormRegisterReturn, keep: (value: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = keep(input.value);
      return field.onChange(event);
    },
  };
}

/**
 * The offline gateway's card form (D10): a real form with number, expiry and CVC that posts to
 * the server's sandbox endpoint, which judges Stripe's test cards. Nothing is kept in the
 * browser; the server keeps brand and last four only. 4000 0027 6000 3184 asks for a
 * confirmation step, as a bank would.
 */
export function SandboxCardForm({
  clientSecret,
  mode,
  submitLabel,
  onResult,
}: {
  clientSecret: string;
  mode: 'payment' | 'setup';
  submitLabel: string;
  onResult: (result: CardResult) => void;
}) {
  // Messages stay until the next try, as before the form was on react-hook-form.
  const form = useForm<SandboxCardFormValues, unknown, SandboxCard>({
    resolver: zodResolver(sandboxCardFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const { busy, asking, send, answer } = useSandboxConfirmation(clientSecret, onResult);

  const submit = form.handleSubmit((card) =>
    send(() => (mode === 'payment' ? paymentsApi.sandboxConfirm(clientSecret, card) : paymentsApi.sandboxConfirmSetup(clientSecret, card))),
  );

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Betalingskort">
      <TextField
        label="Kortnummer"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.number?.message}
        {...filtered(form.register('number'), (typed) => typed.replace(/[^\d ]/g, ''))}
      />
      <div className="form-row">
        <TextField
          label="Udløbsdato"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/ÅÅ"
          maxLength={7}
          error={errors.expiry?.message}
          {...form.register('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          {...filtered(form.register('cvc'), (typed) => typed.replace(/\D/g, ''))}
        />
      </div>
      <p className="muted small">Brug testkortet 4242 4242 4242 4242, en fremtidig udløbsdato og en vilkårlig CVC.</p>
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
      <SandboxApproveDialog
        open={asking}
        title="Bekræft betaling"
        description="Din bank beder dig bekræfte betalingen."
        onAnswer={answer}
      />
    </form>
  );
}
