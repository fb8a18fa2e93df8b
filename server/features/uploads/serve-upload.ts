import type { TeamMembership } from '@common/domain/team-roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { hashToken } from '../../lib/tokens';
import { readToken } from '../../core/sessions/sessions';
import { byteRange } from './byte-range';
import { uploadsRepository } from './uploads.repository';
import { readUpload } from './use-upload';

/** How long a registration picture can be seen without signing in: the registration form's lifetime. */
const REGISTRATION_PREVIEW_MS = 60 * 60 * 1000;

async function viewerOf(deps: Pick<AppDeps, 'db' | 'now' | 'sessions' | 'storage'>, request: FastifyRequest) {
  const found = readToken(request);
  if (!found) return null;
  const session = await deps.sessions.findLive(hashToken(found.token), deps.now());
  return session ? { id: session.userId, role: session.role, team: session.team, teams: session.teams } : null;
}

/** Who may see an upload of a purpose beyond 'signed in' (chat files: the channel's members). */
export type UploadReadCheck = (
  upload: { id: string; ownerId: number | null },
  viewer: { id: number; role: string; team: string | null; teams: readonly TeamMembership[] },
) => Promise<boolean>;

/**
 * GET /objects/uploads/{id}: pictures are for signed-in members. The one exception is the
 * picture of someone registering, shown on their own form before the account exists (whoever
 * holds the unguessable id, within the hour). An upload that does not exist (any more) is 404 for
 * everyone. Always the stored type, nosniff, never HTML.
 */
export async function serveUpload(
  deps: Pick<AppDeps, 'db' | 'now' | 'sessions' | 'storage'>,
  request: FastifyRequest,
  reply: FastifyReply,
  readChecks: ReadonlyMap<string, UploadReadCheck> = new Map(),
) {
  const { id } = request.params as { id: string };
  const notFound = () => reply.code(404).type('application/json').send({ message: 'Ikke fundet' });
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return notFound();
  // An upload that is gone (a deleted account's picture) is gone for everyone, signed in or not.
  const row = await uploadsRepository(deps.db).find(id);
  if (!row) return notFound();
  const viewer = await viewerOf(deps, request);
  if (viewer) {
    const check = readChecks.get(row.purpose);
    if (check && !(await check(row, viewer))) {
      return reply.code(403).type('application/json').send({ message: 'Du har ikke adgang til denne fil' });
    }
  } else {
    const preview =
      row.purpose === 'registration' &&
      row.ownerId === null &&
      deps.now().getTime() - row.createdAt.getTime() < REGISTRATION_PREVIEW_MS;
    if (!preview) return reply.code(401).type('application/json').send({ message: 'Ikke autoriseret' });
  }
  const object = await readUpload(deps, id);
  if (!object) return notFound();
  const image = object.contentType.startsWith('image/');
  const audio = object.contentType.startsWith('audio/');
  reply
    .header('Content-Type', object.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', image || audio ? 'inline' : 'attachment')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, max-age=86400')
    .header('Accept-Ranges', 'bytes');
  // Byte ranges (206), which Safari needs to play voice messages.
  const size = object.body.length;
  const range = byteRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  if (range) {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .send(object.body.subarray(range.start, range.end + 1));
  }
  return reply.send(object.body);
}
