import { GatewayError, type PaymentGateway } from '../../integrations/payments/gateway';
import { DomainError, invalidInput, notFound } from '../../core/domain-error';

export const PAYMENTS_UNAVAILABLE = 'Betalinger ikke tilgængelige';
export const GATEWAY_UNREACHABLE = 'Betalingsudbyderen svarer ikke lige nu. Prøv igen om lidt.';

/** No gateway configured: refused at once, before anything is saved (a pending registration, a customer …). */
export function assertPaymentsAvailable(gateway: PaymentGateway) {
  if (gateway.kind === 'unavailable') throw new DomainError('unavailable', PAYMENTS_UNAVAILABLE);
}

/** A gateway call with its refusals turned into clear Danish HTTP errors (never a 500 for a declined card). */
export async function gatewayCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof GatewayError) {
      if (error.code === 'unavailable') throw new DomainError('unavailable', PAYMENTS_UNAVAILABLE);
      if (error.code === 'not_found') throw notFound(error.message);
      if (error.code === 'card_declined' || error.code === 'invalid_request') throw invalidInput(error.message);
    }
    if (error instanceof DomainError) throw error;
    throw new DomainError('gatewayFailed', GATEWAY_UNREACHABLE);
  }
}

/**
 * Whether work stopped because the gateway could not be reached or failed (502/503, or its error
 * untranslated): nothing final happened, so the work must be tried again later, never recorded
 * as done. A 4xx (unknown payment, already refunded, amount mismatch …) is a final answer.
 */
export function isGatewayOutage(error: unknown): boolean {
  if (error instanceof DomainError) return error.transient;
  return error instanceof GatewayError && (error.code === 'api' || error.code === 'unavailable');
}
