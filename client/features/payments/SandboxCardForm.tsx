import { useState, type FormEvent } from 'react';
import type { SandboxConfirmResponse } from '@common/contracts/payments';
import { paymentsApi } from './payments-api';
import { sandboxCardResult, type CardResult } from './card-result';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Dialog } from '../../ui/Dialog';

/** Splits 'MM/ÅÅ' into numbers; returns null for anything else. */
function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const m = value.replace(/\s/g, '').match(/^(\d{1,2})\/?(\d{2}|\d{4})$/);
  if (!m) return null;
  return { expMonth: Number(m[1]), expYear: Number(m[2]) };
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
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; expiry?: string; cvc?: string }>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const exp = parseExpiry(expiry);
    const next = {
      number: number.replace(/\s/g, '').length < 12 ? 'Indtast et gyldigt kortnummer' : undefined,
      expiry: exp ? undefined : 'Indtast udløbsdato som MM/ÅÅ',
      cvc: /^\d{3,4}$/.test(cvc) ? undefined : 'Indtast CVC (3 eller 4 cifre)',
    };
    setErrors(next);
    if (next.number || next.expiry || next.cvc || !exp) return;
    setBusy(true);
    try {
      const card = { number, expMonth: exp.expMonth, expYear: exp.expYear, cvc };
      const res = mode === 'payment' ? await paymentsApi.sandboxConfirm(clientSecret, card) : await paymentsApi.sandboxConfirmSetup(clientSecret, card);
      if (res.status === 'requires_action') setConfirming(true);
      else report(res);
    } catch {
      onResult({ status: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const report = (res: SandboxConfirmResponse) => onResult(sandboxCardResult(res));

  const authenticate = async (approve: boolean) => {
    setConfirming(false);
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
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Betalingskort">
      <TextField
        label="Kortnummer"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={number}
        onChange={(e) => setNumber(e.target.value.replace(/[^\d ]/g, ''))}
        error={errors.number}
      />
      <div className="form-row">
        <TextField
          label="Udløbsdato"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/ÅÅ"
          maxLength={7}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={errors.expiry}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))}
          error={errors.cvc}
        />
      </div>
      <p className="muted small">Brug testkortet 4242 4242 4242 4242, en fremtidig udløbsdato og en vilkårlig CVC.</p>
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => void authenticate(false)}
        title="Bekræft betaling"
        description="Din bank beder dig bekræfte betalingen."
        footer={
          <>
            <Button variant="secondary" onClick={() => void authenticate(false)}>
              Afvis
            </Button>
            <Button onClick={() => void authenticate(true)}>Godkend</Button>
          </>
        }
      />
    </form>
  );
}
