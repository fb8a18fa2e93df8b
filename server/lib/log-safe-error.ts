/**
 * Errors as the log sees them (S14, F8): the query that failed, the database's error
 * code and constraint, the stack — but never the values a query was given. Drizzle puts a failed
 * query's parameters in its message, stack and `params`; PostgreSQL quotes values in its messages
 * ('invalid input syntax for type integer: "…"') and in `detail` ('Key (email)=(…) already exists').
 */
const MAX_CAUSES = 5;
/** Fields of a PostgreSQL error (node-postgres and PGlite alike) that name things, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
/** Fields of any error that can carry values: left out whatever the error is. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'hint', 'internalQuery', 'query', 'cause', 'message', 'stack', 'raw']);

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** Drizzle's DrizzleQueryError: the SQL text (placeholders only) and its parameters. */
const isFailedQuery = (err: ErrorLike) => typeof err.query === 'string' && 'params' in err;

/** An error PostgreSQL raised: a five-character SQLSTATE plus the fields only the server sets. */
const isDatabaseError = (err: ErrorLike) => typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && ('severity' in err || 'routine' in err);

function typeOf(err: ErrorLike): string {
  const ctor = (err as { constructor?: { name?: string } }).constructor?.name;
  return ctor && ctor !== 'Object' ? ctor : err.name || 'Error';
}

/** The stack's frames under a first line we wrote ourselves (the original first lines repeat the message). */
function stackWith(err: ErrorLike, headline: string): string {
  if (typeof err.stack !== 'string') return headline;
  const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serialize(err: ErrorLike, depth: number): LoggedError {
  const type = typeOf(err);
  const out: LoggedError = { type, message: '', stack: '' };
  if (isDatabaseError(err)) {
    out.message = `database error ${String(err.code)}`;
    for (const field of DATABASE_FIELDS) if (err[field] !== undefined) out[field] = err[field];
    // PGlite's errors carry the query too (placeholders only; its params stay out).
    if (typeof err.query === 'string') out.query = err.query;
  } else if (isFailedQuery(err)) {
    out.message = `Failed query: ${String(err.query)}`;
    out.query = err.query;
  } else {
    out.message = err.message;
    for (const [key, value] of Object.entries(err)) {
      if (!VALUE_FIELDS.has(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) out[key] = value;
    }
  }
  out.stack = stackWith(err, `${type}: ${out.message}`);
  if (isErrorLike(err.cause) && depth < MAX_CAUSES) out.cause = serialize(err.cause, depth + 1);
  return out;
}

/** The logger's `err` serializer. Anything that is not an error is logged by its type only. */
export function serializeErrorForLog(err: unknown): LoggedError {
  if (isErrorLike(err)) return serialize(err, 0);
  return { type: typeof err, message: '', stack: '' };
}
