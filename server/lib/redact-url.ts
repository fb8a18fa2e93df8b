/**
 * Request URLs for the request log (S14, F10): the path, and of the query string
 * only what is known to be harmless. A token can arrive in any parameter a client or attacker
 * chooses (`?access_token=…`), so parameters are shown by allow-list, not hidden by block-list:
 * - harmless ones (paging cursors, tabs, the payment return status) with their values;
 * - the app's known secret carriers (invitation tokens, payment return ids, upload signatures)
 *   by name, value masked, so the log still says what kind of request it was;
 * - anything else as a bare `[REDACTED]`, name included (a name can be the secret: `?eyJ…`).
 * The calendar feed carries its token in the path; that segment is masked too.
 */
const HARMLESS_QUERY_PARAMS = new Set([
  // Paging and channels: GET /api/matches, /api/training, /api/chat/messages.
  'before',
  'beforeid',
  'after',
  'afterid',
  'limit',
  'channel',
  // Screens: /auth?register=true, /abonnement?action=cancel, /profile/settings?tab=…, /chat?chatId=…
  'register',
  'action',
  'tab',
  'chatid',
  // Stripe's return to /payment-success, and a signed upload URL's expiry.
  'redirect_status',
  'expires',
]);
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

function loggedPart(part: string): string {
  if (part === '') return part;
  const eq = part.indexOf('=');
  const rawKey = eq === -1 ? part : part.slice(0, eq);
  const key = decodeKey(rawKey);
  if (HARMLESS_QUERY_PARAMS.has(key)) return part;
  if (SECRET_QUERY_PARAMS.has(key)) return `${rawKey}=${REDACTED}`;
  return REDACTED;
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (q === -1) return path;
  return `${path}?${url.slice(q + 1).split('&').map(loggedPart).join('&')}`;
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
