import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuiltClient, PageRenderer } from '@common/contracts/page-renderer';
import { START_READS } from '@common/navigation/reads';
import { readCookieToken } from '../core/sessions/sessions';
import type { SignIn } from './auth';
import type { InProcessReads } from './in-process-reads';

export type { PageRenderer };

/** The built drawing beside the built client, or null when there is none (a development server). */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | null> {
  const file = path.join(clientDir, '..', 'server', 'server-render.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  await renderer.warmUp();
  return renderer;
}

/** What the server reads a drawn page with: the session lookup, and its reads in process. */
export interface PageReads {
  signIn: SignIn;
  reads: InProcessReads;
}

/**
 * The page a signed-in phone opens with its screen drawn in it (decision 092), or null for the
 * plain page: another path, a query string, no session cookie, a session that has ended, or a
 * screen the renderer declines to draw. The page request signs in by its own session cookie (the
 * auth hook's lookup: the page is not under /api), and the screen is drawn from the answer the
 * app itself would ask for first, Hjem's start request, and the further reads the screen table
 * names for it, each made in process exactly as Hjem's start request makes them (decision 112),
 * through its own route's policy and schemas: the page holds nothing the route would refuse.
 * Only GET without a query: nothing the address carries is drawn into a page that holds personal
 * data, and that page goes out compressed (no reflected input beside it, see compression.ts).
 */
export function serverDrawnPages(renderer: PageRenderer, clientDir: string, { signIn, reads }: PageReads) {
  const files = new Map<string, string>();
  const client: BuiltClient = {
    template: fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    // The build's own files, named by index.html (never by a request): read once, kept.
    readFile(file: string) {
      const text = files.get(file) ?? fs.readFileSync(path.join(clientDir, file), 'utf8');
      files.set(file, text);
      return text;
    },
  };
  return async function serverDrawnPage(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string | null> {
    const [pathname, query] = request.url.split('?', 2);
    const token = readCookieToken(request);
    if (request.method !== 'GET' || query !== undefined || !token) return null;
    if (!pathname || !renderer.drawnPaths.includes(pathname)) return null;
    // The full user, as Hjem's start request loads it ('Til dig' reads it).
    await signIn(request, token, true);
    if (!request.user) return null;
    const start = await reads.readAll(request, reply, START_READS);
    try {
      return await renderer.renderPage(client, pathname, start, (read) => reads.read(request, reply, read));
    } catch (error) {
      request.log.warn({ err: error, pathname }, 'first screen not drawn on the server');
      return null;
    }
  };
}
