import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelParams,
  channelsResponse,
  chatUploadRequest,
  chatUploadResponse,
  chatMessageSchema,
  createPollRequest,
  messagesQuery,
  messagesResponse,
  muteRequest,
  pinRequest,
  postMessageBody,
  voteRequest,
} from '@common/contracts/chat';
import { errorAnswers } from '../../lib/error-answers';
import { idParams } from '@common/contracts/ids';
import type { AppDeps } from '../../app-deps';
import { chatUploadUrl } from './chat-attachments';
import { assertChannelAccess, visibleChannels, type ChatViewer } from './chat-access';
import type { ChatStreams } from './chat-stream';
import type { ChatRepository } from './chat.repository';
import { listChannels } from './list-channels';
import { listMessages } from './list-messages';
import { pinMessage } from './pin-message';
import { createPoll, votePoll } from './polls';
import { postMessage, type PostDeps } from './post-message';
import { at } from '../../lib/route-at';
import { chatEndpoints } from '@common/contracts/endpoints/chat';

const errors = errorAnswers(400, 403, 404, 429);
const ok = z.object({ success: z.literal(true) });

/** What the chat routes are built from (chat.feature.ts makes them). */
export interface ChatRouteDeps {
  deps: AppDeps;
  repo: ChatRepository;
  /** What posting, pinning and polls need (post-message.ts). */
  post: PostDeps;
  streams: ChatStreams;
}

/** Team chat (D11) over HTTP: channels, messages with paging, polls, pinning, read state, the live stream. */
export function chatRoutes(app: FastifyInstance, { deps, repo, post: d, streams }: ChatRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { user: ChatViewer | null }): ChatViewer => request.user!;

  r.route({
    ...at(chatEndpoints.channels, { tags: ['chat'], response: { 200: channelsResponse } }),
    config: { policy: 'chat.use' },
    handler: (request) => listChannels(repo, viewer(request), deps.now()),
  });

  r.route({
    ...at(chatEndpoints.messages, { tags: ['chat'], querystring: messagesQuery, response: { 200: messagesResponse, ...errors } }),
    config: { policy: 'chat.use' },
    handler: (request) => listMessages(repo, viewer(request), request.query, deps.now()),
  });

  r.route({
    ...at(chatEndpoints.post, { tags: ['chat'], body: postMessageBody, response: { 200: chatMessageSchema, ...errors } }),
    config: { policy: 'chat.use' },
    handler: (request) => postMessage(d, viewer(request), request.body),
  });

  r.route({
    ...at(chatEndpoints.uploadUrl, {
      tags: ['chat'],
      body: chatUploadRequest,
      response: { 200: chatUploadResponse, ...errors, ...errorAnswers(413, 415) },
    }),
    config: { policy: 'chat.use' },
    handler: async (request) => {
      const { uploadURL, path } = await chatUploadUrl(deps, viewer(request).id, request.body);
      return { uploadURL, path };
    },
  });

  r.route({
    ...at(chatEndpoints.pin, {
      tags: ['chat'],
      params: idParams,
      body: pinRequest,
      response: { 200: chatMessageSchema, ...errors },
    }),
    config: { policy: 'chat.pin' },
    handler: (request) => pinMessage(d, viewer(request), request.params.id, request.body.pinned),
  });

  r.route({
    ...at(chatEndpoints.createPoll, { tags: ['chat'], body: createPollRequest, response: { 200: chatMessageSchema, ...errors } }),
    config: { policy: 'chat.use' },
    handler: (request) => createPoll(d, viewer(request), request.body),
  });

  r.route({
    ...at(chatEndpoints.vote, {
      tags: ['chat'],
      params: idParams,
      body: voteRequest,
      response: { 200: chatMessageSchema, ...errors },
    }),
    config: { policy: 'chat.use' },
    handler: (request) => votePoll(d, viewer(request), request.params.id, request.body.optionIndex),
  });

  r.route({
    ...at(chatEndpoints.markRead, { tags: ['chat'], params: channelParams, response: { 200: ok, ...errors } }),
    config: { policy: 'chat.use' },
    handler: async (request) => {
      assertChannelAccess(viewer(request), await repo.teams(), request.params.channel);
      await repo.markRead(viewer(request).id, request.params.channel, deps.now());
      return { success: true as const };
    },
  });

  r.route({
    ...at(chatEndpoints.mute, { tags: ['chat'], params: channelParams, body: muteRequest, response: { 200: ok, ...errors } }),
    config: { policy: 'chat.use' },
    handler: async (request) => {
      assertChannelAccess(viewer(request), await repo.teams(), request.params.channel);
      await repo.setMuted(viewer(request).id, request.params.channel, request.body.muted);
      return { success: true as const };
    },
  });

  r.route({
    ...at(chatEndpoints.stream, {
      tags: ['chat'],
      description:
        'Server-sent events (text/event-stream): "chat" events name the channel and message that changed.',
    }),
    config: { policy: 'chat.use' },
    handler: async (request, reply) => {
      // EventSource always asks for text/event-stream; anything else gets a plain answer instead of a stream that never ends.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        return reply.code(406).send({ message: 'Denne adresse sender en live-strøm (text/event-stream)' });
      }
      const channels = visibleChannels(viewer(request), await repo.teams());
      streams.attach(request, reply, new Set(channels.map((c) => c.id)), request.sessionId);
    },
  });
}
