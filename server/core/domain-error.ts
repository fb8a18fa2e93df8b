/**
 * What went wrong, in the domain's words, with the Danish message meant for the person using the
 * app. Use cases throw these; `plugins/errors.ts` alone decides what they become in HTTP.
 */
export type DomainErrorKind =
  /** The input breaks a rule ('Adgangskode er påkrævet'). */
  | 'invalid'
  | 'notSignedIn'
  | 'forbidden'
  | 'notFound'
  /** The state does not allow it now ('Dit medlemskab er allerede aktivt'). */
  | 'conflict'
  /** The payment did not go through. */
  | 'paymentRequired'
  | 'tooLarge'
  | 'unsupportedType'
  /** Slowed down: try again after `retryAfterSeconds`. */
  | 'tooManyAttempts'
  /** Another service (the payment gateway) answered with a failure. */
  | 'gatewayFailed'
  /** Not possible right now (a service is unreachable or not configured); nothing was done. */
  | 'unavailable';

export interface DomainErrorDetails {
  /** Messages per form field, shown under the fields. */
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  /** Nothing final happened: the same work may succeed later (a webhook must be retried, not recorded). */
  get transient(): boolean {
    return this.kind === 'gatewayFailed' || this.kind === 'unavailable';
  }
}

export const invalidInput = (message: string, fieldErrors?: Record<string, string>) => new DomainError('invalid', message, { fieldErrors });
export const notSignedIn = (message = 'Ikke autoriseret') => new DomainError('notSignedIn', message);
export const forbidden = (message = 'Adgang nægtet') => new DomainError('forbidden', message);
export const notFound = (message = 'Ikke fundet') => new DomainError('notFound', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new DomainError('conflict', message, { fieldErrors });
