import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers (S8): a CSP without inline scripts, no framing, nosniff; no caching of API answers. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSources: string[] = [],
  /** Where the browser may also send requests (the S3 endpoint that takes presigned uploads). */
  extraConnectSources: string[] = [],
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraScriptSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...extraScriptSources, ...extraConnectSources],
        frameSrc: ["'self'", ...extraScriptSources],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
