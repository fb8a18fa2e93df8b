import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers (S8): a CSP without inline scripts, no framing, nosniff; no caching of API answers. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSources: string[] = [],
  /** Where the browser may also send requests (the S3 endpoint that takes presigned uploads). */
  extraConnectSources: string[] = [],
) {
  // The policy never changes while the app runs: written once here, not rebuilt per request
  // (helmet's per-request CSP formatting was ~15 % of the CPU behind every answer, P1).
  const csp = contentSecurityPolicy({
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
  });
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, hsts: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
