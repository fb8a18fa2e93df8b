import { errorResponse } from '@common/contracts/errors';

/** Why each error answer happens; the body is always `{ message, errors? }` in Danish. */
export const ERROR_ANSWERS = {
  400: 'Invalid input: a Danish message, and field errors by field name',
  401: 'Not signed in, or the session has ended (sign-in: wrong username or password)',
  402: 'The payment did not go through',
  403: 'Not allowed: the role lacks the right, the object is not the caller’s, or a cookie-borne write came from another site',
  404: 'No such object (or not one the caller may see)',
  409: 'Conflicts with the current state (already done, taken, or under way)',
  413: 'The body is too large (JSON 64 KiB; files have their own limit)',
  415: 'Unsupported content type',
  429: 'Too many attempts; Retry-After says when to try again',
  502: 'The payment gateway could not do it; try again shortly',
  503: 'Unavailable right now (database or payment gateway); try again shortly',
} as const;

export type ErrorStatus = keyof typeof ERROR_ANSWERS;

const described = Object.fromEntries(
  Object.entries(ERROR_ANSWERS).map(([code, why]) => [code, errorResponse.meta({ description: why })]),
) as Record<ErrorStatus, typeof errorResponse>;

/**
 * A route's error answers, the one place they are built (the routes and the OpenAPI document):
 * `response: { 200: thing, ...errorAnswers(400, 404) }`, each the Danish `{ message, errors? }`.
 */
export function errorAnswers<const Codes extends readonly ErrorStatus[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof errorResponse } {
  return Object.fromEntries(codes.map((code) => [code, described[code]])) as {
    [Code in Codes[number]]: typeof errorResponse;
  };
}

export function isErrorStatus(code: number): code is ErrorStatus {
  return code in ERROR_ANSWERS;
}
