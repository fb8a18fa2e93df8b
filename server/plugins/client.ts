import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for every route the client knows (the SPA decides what is not found).
 * Unknown /api paths answer 404 in JSON.
 */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Ikke fundet' });
    }
    if (!hasClient) return reply.code(404).type('text/plain').send('Klienten er ikke bygget. Kør: npm run build');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
