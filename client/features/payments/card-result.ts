/** What a card form reports back: the payment (or card setup) went through, or why not. */
export type CardResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'processing'; paymentIntentId: string }
  | { status: 'failed'; message: string }
  /** Not the card: the network, the provider or our server failed; the user can try again. */
  | { status: 'error' };
