import { useRef, useState } from 'react';
import type { SandboxConfirmResponse } from '@common/contracts/payments';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { sandboxCardResult, type CardResult } from './card-result';
import { paymentsApi } from './payments-api';

/**
 * What the sandbox's card and MobilePay forms share (D10): send the payment, and when the answer
 * asks for a confirmation (a bank's, or the MobilePay app's) ask the payer to approve or decline.
 */
export function useSandboxConfirmation(clientSecret: string, onResult: (result: CardResult) => void) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const report = (res: SandboxConfirmResponse) => onResult(sandboxCardResult(res));

  // One answer per confirmation: closing the dialog after Godkend must not also send Afvis (two
  // answers completed the payment twice, and the second completion ended the new session).
  const answered = useRef(false);

  const send = async (request: () => Promise<SandboxConfirmResponse>) => {
    setBusy(true);
    try {
      const res = await request();
      if (res.status === 'requires_action') {
        answered.current = false;
        setAsking(true);
      } else report(res);
    } catch {
      onResult({ status: 'error' });
    } finally {
      setBusy(false);
    }
  };

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

  return { busy, asking, send, answer };
}

/** The confirmation step: Godkend or Afvis; closing the dialog declines. */
export function SandboxApproveDialog({
  open,
  title,
  description,
  onAnswer,
}: {
  open: boolean;
  title: string;
  description: string;
  onAnswer: (approve: boolean) => Promise<void>;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => void onAnswer(false)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => void onAnswer(false)}>
            Afvis
          </Button>
          <Button onClick={() => void onAnswer(true)}>Godkend</Button>
        </>
      }
    />
  );
}
