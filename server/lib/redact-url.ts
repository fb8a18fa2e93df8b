/**
 * Request URLs without their secrets, for the request log (S14). The calendar feed carries its
 * token in the path; invitation links, payment returns and signed upload URLs carry theirs in
 * the query string. The rest of the URL stays readable.
 */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'client_secret',
  'session_id',
  'signature',
]);
/** Path prefixes whose next segment is a secret. */
const SECRET_PATH_SEGMENT = /(\/calendar\/feed\/)[^/?#]+/gi;
export const REDACTED = '[REDACTED]';

function decodeKey(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return rawKey.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq === -1 ? part : part.slice(0, eq);
      return SECRET_QUERY_PARAMS.has(decodeKey(rawKey)) ? `${rawKey}=${REDACTED}` : part;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
