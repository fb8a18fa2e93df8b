/**
 * The spec's words for a refused or failed payment, per screen (part 1 §8, part 2 §9). They now
 * stand under the card form instead of in a toast (F20); the words stay the spec's.
 */
export interface FailureTexts {
  /** Shown with the provider's reason when the card was refused. */
  refused: string;
  /** Shown when something other than the card failed (network, provider, server). */
  unexpected: { title: string; detail: string };
}

/** Bliv Medlem. */
export const REGISTRATION_FAILURE: FailureTexts = {
  refused: 'Betalingsfejl',
  unexpected: { title: 'Uventet fejl', detail: 'Der opstod en fejl ved behandlingen af betalingen' },
};

/** The player fee and memberships (/subscribe). */
export const SUBSCRIPTION_FAILURE: FailureTexts = {
  refused: 'Betalingsfejl',
  unexpected: { title: 'Betaling fejlede', detail: 'Der skete en uventet fejl' },
};

/** Betal nu on an outstanding payment. */
export const OUTSTANDING_FAILURE: FailureTexts = {
  refused: 'Betaling Mislykkedes',
  unexpected: { title: 'Betaling fejlede', detail: 'Der skete en uventet fejl' },
};

/** Tilføj betalingskort. */
export const CARD_SETUP_FAILURE: FailureTexts = {
  refused: 'Fejl ved tilføjelse af betalingskort',
  unexpected: { title: 'Kunne ikke tilføje betalingskort', detail: 'Prøv igen.' },
};
