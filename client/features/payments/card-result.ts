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
