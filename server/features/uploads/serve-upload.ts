import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { hashToken } from '../../lib/tokens';
import { readToken } from '../auth/sessions';
import { uploadsRepository } from './uploads.repository';
import { readUpload } from './use-upload';

/** How long a registration picture can be seen without signing in: the registration form's lifetime. */
const REGISTRATION_PREVIEW_MS = 60 * 60 * 1000;

async function signedIn(deps: AppDeps, request: FastifyRequest): Promise<boolean> {
  const found = readToken(request);
  if (!found) return false;
  return Boolean(await deps.sessions.findLive(hashToken(found.token), deps.now()));
}

/**
 * GET /objects/uploads/{id}: pictures are for signed-in members. The one exception is the
 * picture of someone registering, shown on their own form before the account exists (whoever
 * holds the unguessable id, within the hour). Always the stored type, nosniff, never HTML.
 */
export async function serveUpload(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string };
  const notFound = () => reply.code(404).type('application/json').send({ message: 'Ikke fundet' });
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return notFound();
  if (!(await signedIn(deps, request))) {
    const row = await uploadsRepository(deps.db).find(id);
    const preview =
      row?.purpose === 'registration' &&
      row.ownerId === null &&
      deps.now().getTime() - row.createdAt.getTime() < REGISTRATION_PREVIEW_MS;
    if (!preview) return reply.code(401).type('application/json').send({ message: 'Ikke autoriseret' });
  }
  const object = await readUpload(deps, id);
  if (!object) return notFound();
  const image = object.contentType.startsWith('image/');
  return reply
    .header('Content-Type', object.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', image ? 'inline' : 'attachment')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, max-age=86400')
    .send(object.body);
}
