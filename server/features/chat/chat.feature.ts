import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { UploadsOffer } from '../uploads';
import { CHAT_UPLOAD_PURPOSES, attachmentCheck, chatFileReadCheck } from './chat-attachments';
import { createChatHub } from './chat-hub';
import { ChatStreams } from './chat-stream';
import { chatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import type { AttachmentCheck } from './post-message';
import { PostThrottle } from './post-throttle';

const SESSION_SWEEP_SECONDS = 15;

/**
 * Team chat (D11): the live hub (LISTEN/NOTIFY between instances), the streams and their sweep,
 * the posting throttle, who may read chat files (told to uploads), and the HTTP routes.
 */
export async function chatFeature(
  app: FastifyInstance,
  deps: AppDeps,
  uploads: UploadsOffer,
  options: { checkAttachment?: AttachmentCheck } = {},
) {
  const repo = chatRepository(deps.db, deps.teams);
  const hub = await createChatHub(deps.database.url, app.log);
  const streams = new ChatStreams(hub);
  const post = {
    repo,
    hub,
    events: deps.events,
    throttle: new PostThrottle(deps.limits),
    now: deps.now,
    checkAttachment: options.checkAttachment ?? attachmentCheck(deps),
  };
  // Streams of ended sessions are closed within this interval (one query for all open streams).
  const liveSessions = (ids: string[]) => repo.liveSessionIds(ids, deps.now());
  // On every instance: each closes its own streams.
  deps.jobs.schedule(
    'chat.sweep',
    { everySeconds: SESSION_SWEEP_SECONDS, perInstance: true, label: 'Lukning af chatforbindelser fra afsluttede sessioner' },
    () => streams.closeEnded(liveSessions),
  );
  app.decorate('chatLive', { closeEndedSessions: () => streams.closeEnded(liveSessions) });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => hub.close());
  // Chat files are served by the uploads feature; only the channel's readers may open them.
  for (const purpose of CHAT_UPLOAD_PURPOSES) uploads.addReadCheck(purpose, chatFileReadCheck(repo));
  chatRoutes(app, { deps, repo, post, streams });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes the live streams of ended sessions now (the sweep does it every 15 s); for tests. */
    chatLive: { closeEndedSessions(): Promise<number> };
  }
}
