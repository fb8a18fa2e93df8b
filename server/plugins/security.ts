import type { FastifyInstance } from 'fastify';

/**
 * Security headers (S8), written once at start and set with one call per answer.
 * - Pages (the client, /api/docs, uploads): a CSP without inline scripts, no framing, nosniff,
 *   and the isolation headers browsers use for documents.
 * - JSON answers under /api: the OWASP REST set — a CSP that allows nothing, no framing,
 *   nosniff, no referrer, and no caching. A JSON answer is never a document, so the page policy
 *   (≈ 600 bytes per answer) would only cost bandwidth and CPU on the hottest path (P1).
 * One synchronous hook for both (P1): no route under /api sets a cache header of its own, so
 * 'no-store' goes out with the others instead of in a second hook on every answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSources: string[] = [],
  /** Where the browser may also send requests (the S3 endpoint that takes presigned uploads). */
  extraConnectSources: string[] = [],
) {
  const pageHeaders = {
    'content-security-policy': contentSecurityPolicy({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...extraScriptSources],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'", ...extraScriptSources, ...extraConnectSources],
      'frame-src': ["'self'", ...extraScriptSources],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApi(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

/** Everything under /api answers JSON (or a feed/stream), except the browsable OpenAPI pages. */
function isJsonApi(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
