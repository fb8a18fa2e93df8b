import type { SandboxConfirmResponse } from '@common/contracts/payments';

/** What a card form reports back: the payment (or card setup) went through, or why not. */
export type CardResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'processing'; paymentIntentId: string }
  | { status: 'failed'; message: string }
  /** Not the card: the network, the provider or our server failed; the user can try again. */
  | { status: 'error' };

/**
 * What reaches the screen around a payment form: only a payment that went through (or is being
 * processed). A refusal stays with the form, which says why right under itself (CardPayment).
 */
export type CardSuccess = Extract<CardResult, { status: 'succeeded' | 'processing' }>;

/** The sandbox gateway's answer (after any confirmation step) as a card form's result. */
export function sandboxCardResult(res: SandboxConfirmResponse): CardResult {
  if (res.status === 'succeeded' || res.status === 'processing') return { status: res.status, paymentIntentId: res.paymentIntentId };
  return { status: 'failed', message: res.message ?? 'Betalingen blev ikke gennemført korrekt' };
}
