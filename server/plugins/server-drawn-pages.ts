import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { homeEndpoints } from '@common/contracts/endpoints/home';
import type { BuiltClient, PageRenderer } from '@common/contracts/page-renderer';
import { SESSION_COOKIE } from '../core/sessions/session-policy';

export type { PageRenderer };

/** The built drawing beside the built client, or null when there is none (a development server). */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | null> {
  const file = path.join(clientDir, '..', 'server', 'server-render.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  await renderer.warmUp();
  return renderer;
}

/**
 * The page a signed-in phone opens with its screen drawn in it (decision 092), or null for the
 * plain page: another path, a query string, no session cookie, a session that has ended, or a
 * screen the renderer declines to draw. The screen is drawn from the answer the app itself would
 * ask for first, Hjem's start request, made here in-process with the page request's own session
 * cookie, so every read in it passes its own route's policy exactly as the phone's request would;
 * the same for a further read the screen needs (the chat's messages).
 * Only GET without a query: nothing the address carries is drawn into a page that holds personal
 * data, and that page goes out compressed (no reflected input beside it, see compression.ts).
 */
export function serverDrawnPages(app: FastifyInstance, renderer: PageRenderer, clientDir: string) {
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
  return async function serverDrawnPage(request: FastifyRequest): Promise<string | null> {
    const [pathname, query] = request.url.split('?', 2);
    const session = request.cookies[SESSION_COOKIE];
    if (request.method !== 'GET' || query !== undefined || !session) return null;
    if (!pathname || !renderer.drawnPaths.includes(pathname)) return null;
    // The person's own reads, through their routes and policies, as the phone would make them.
    const read = async (url: string) => {
      if (!url.startsWith('/api/')) return undefined;
      const answer = await app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: session } });
      return answer.statusCode === 200 ? (answer.json() as unknown) : undefined;
    };
    const start = (await read(homeEndpoints.start.path)) as { reads: Record<string, unknown> } | undefined;
    if (!start) return null;
    try {
      return await renderer.renderPage(client, pathname, start.reads, read);
    } catch (error) {
      request.log.warn({ err: error, pathname }, 'first screen not drawn on the server');
      return null;
    }
  };
}
