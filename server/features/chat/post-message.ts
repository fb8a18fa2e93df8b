import type { ChatMessage, PostMessageRequest } from '@common/contracts/chat';
import type { ClubEventBus } from '../../lib/events';
import { assertChannelAccess, type ChatViewer } from './chat-access';
import type { ChatHub } from './chat-hub';
import type { ChatRepository } from './chat.repository';
import { toMessageDtos } from './message-dto';
import type { PostThrottle } from './post-throttle';

export interface AttachmentCheck {
  /** Confirms the upload belongs to the poster and is finished; returns its stored size. */
  (ownerId: number, fileUrl: string, kind: 'image' | 'file' | 'audio'): Promise<{ size: number }>;
}

export interface PostDeps {
  repo: ChatRepository;
  hub: ChatHub;
  events: ClubEventBus;
  throttle: PostThrottle;
  checkAttachment?: AttachmentCheck;
  now: () => Date;
}

/** Posts text or an uploaded picture, file or voice message; tells live streams and push. */
export async function postMessage(
  d: PostDeps,
  viewer: ChatViewer,
  input: PostMessageRequest,
): Promise<ChatMessage> {
  assertChannelAccess(viewer, await d.repo.teams(), input.channel);
  await d.throttle.check(viewer.id, d.now().getTime());
  let values;
  if (input.messageType === 'text') {
    values = { userId: viewer.id, team: input.channel, messageType: 'text', message: input.message.trim() };
  } else {
    if (!d.checkAttachment) throw new Error('attachments are not configured');
    const { size } = await d.checkAttachment(viewer.id, input.fileUrl, input.messageType);
    values = {
      userId: viewer.id,
      team: input.channel,
      messageType: input.messageType,
      message: input.message?.trim() ?? '',
      fileUrl: input.fileUrl,
      fileName: input.fileName,
      fileSize: size,
      duration: input.messageType === 'audio' ? (input.duration ?? null) : null,
    };
  }
  const id = await d.repo.insertMessage({ ...values, createdAt: d.now() });
  const row = await d.repo.byId(id);
  const [dto] = await toMessageDtos(d.repo, [row!], viewer.id, d.now());
  await d.hub.publish({ channel: input.channel, kind: 'message', id });
  d.events.emit('chat.message', {
    id,
    team: input.channel,
    userId: viewer.id,
    senderName: dto!.senderName,
    message: dto!.message,
    messageType: dto!.messageType,
  });
  return dto!;
}
