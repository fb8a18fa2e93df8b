import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '../core/domain-error';
import { uniqueViolation, uniqueViolationResponse } from '../lib/unique-violation';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** Field errors keyed by the dotted field path; unknown fields are named in Danish. */
function fieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const parent = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
      for (const key of issue.params.keys) errors[parent ? `${parent}.${key}` : key] = `Ukendt felt: ${key}`;
      continue;
    }
    errors[parent || '_'] ??= issue.message ?? 'Ugyldig værdi';
  }
  return errors;
}

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET']);

/** The one place where a domain error becomes an HTTP status. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  notSignedIn: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  tooManyAttempts: 429,
  gatewayFailed: 502,
  unavailable: 503,
};

/**
 * One error handler: bad input gets a clear 4xx with a Danish message, a unique violation
 * (a race past the application's own check) a 409, a database that is away gets 503 fast, and
 * anything unexpected a 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { cause?: unknown }, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
      return reply.code(STATUS_OF[error.kind]).send({ message: error.message, errors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as ValidationIssue[]);
      const first = Object.values(errors)[0] ?? 'Ugyldige data';
      return reply.code(400).send({ message: first, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Der opstod en serverfejl' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'Forespørgslen er for stor' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: 'Ukendt indholdstype' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ message: 'Ugyldig JSON' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: 'For mange forsøg. Prøv igen senere.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message.startsWith('Body') ? 'Ugyldige data' : 'Ugyldig forespørgsel' });
    }
    const unique = uniqueViolation(error);
    if (unique) {
      const conflict = uniqueViolationResponse(unique.constraint);
      return reply.code(STATUS_OF[conflict.kind]).send({ message: conflict.message, errors: conflict.fieldErrors });
    }
    const pgCode = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
    if (pgCode && PG_UNAVAILABLE.has(pgCode)) {
      return reply.code(503).send({ message: 'Databasen er ikke tilgængelig lige nu. Prøv igen om lidt.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Der opstod en serverfejl' });
  });

}
