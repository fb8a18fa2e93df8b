import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClubSettingsRow } from '../core/club/identity';
import { brandPage, isBuiltIdentity, registerClubFiles } from './club-page';
import { serverDrawnPages, type PageReads, type PageRenderer } from './server-drawn-pages';

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for every route the client knows (the SPA decides what is not found).
 * Unknown /api paths answer 404 in JSON. A signed-in phone opening one of the first screens gets
 * the page with that screen drawn in it (server-drawn-pages.ts), personal and never stored.
 * `drawing` draws them (main.ts loads the built renderer) with the page's reads; without it every
 * page is the plain one.
 * The page, manifest and icons name and show the club from its data (`settings`, decision 105).
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  drawing: { renderer: PageRenderer | null; reads: PageReads } | null = null,
  settings: () => Promise<ClubSettingsRow | undefined> = async () => undefined,
) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(clientDir, file), 'utf8');
    } catch {
      return null;
    }
  };
  const template = hasClient ? read('index.html')! : '';
  registerClubFiles(app, settings, () => read('manifest.webmanifest'));
  const pageRenderer = hasClient ? (drawing?.renderer ?? null) : null;
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
  const sendPage = async (reply: FastifyReply) => {
    const row = await settings();
    if (isBuiltIdentity(row)) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(brandPage(template, row));
  };
  if (pageRenderer && drawing) {
    const drawnPage = serverDrawnPages(pageRenderer, clientDir, drawing.reads);
    // Routes of their own (not the not-found handler below), so that the drawn page is
    // compressed like every answer of a route (compression.ts).
    for (const screen of pageRenderer.drawnPaths) {
      app.get(screen, async (request, reply) => {
        const drawn = await drawnPage(request, reply);
        if (!drawn) return sendPage(reply);
        const page = brandPage(drawn, await settings());
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(page);
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ message: 'Ikke fundet' });
    }
    if (!hasClient)
      return reply.code(404).type('text/plain').send('Klienten er ikke bygget. Kør: npm run build');
    return sendPage(reply);
  });
}
