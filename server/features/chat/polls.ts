import type { ChatMessage, CreatePollRequest } from '@common/contracts/chat';
import type { ClubEventBus } from '../../lib/events';
import { invalidInput, notFound } from '../../core/domain-error';
import { assertChannelAccess, type ChatViewer } from './chat-access';
import type { ChatHub } from './chat-hub';
import type { ChatRepository } from './chat.repository';
import { toMessageDtos } from './message-dto';
import type { PostThrottle } from './post-throttle';

interface PollDeps {
  repo: ChatRepository;
  hub: ChatHub;
  events: ClubEventBus;
  throttle: PostThrottle;
  now: () => Date;
}

/** A poll (2–10 options) posted as a message in the channel. */
export async function createPoll(
  d: PollDeps,
  viewer: ChatViewer,
  input: CreatePollRequest,
): Promise<ChatMessage> {
  assertChannelAccess(viewer, await d.repo.teams(), input.channel);
  await d.throttle.check(viewer.id, d.now().getTime());
  const { messageId } = await d.repo.insertPoll(
    {
      question: input.question,
      options: input.options,
      team: input.channel,
      createdBy: viewer.id,
      createdAt: d.now(),
    },
    viewer.id,
  );
  const [dto] = await toMessageDtos(d.repo, [(await d.repo.byId(messageId))!], viewer.id, d.now());
  await d.hub.publish({ channel: input.channel, kind: 'message', id: messageId });
  d.events.emit('chat.message', {
    id: messageId,
    team: input.channel,
    userId: viewer.id,
    senderName: dto!.senderName,
    message: `Afstemning: ${input.question}`,
    messageType: 'poll',
  });
  return dto!;
}

/** One vote per person, changeable while the poll is open; everyone sees the new result live. */
export async function votePoll(
  d: PollDeps,
  viewer: ChatViewer,
  pollId: number,
  optionIndex: number,
): Promise<ChatMessage> {
  const found = await d.repo.pollWithMessage(pollId);
  if (!found) throw notFound('Afstemningen findes ikke');
  assertChannelAccess(viewer, await d.repo.teams(), found.poll.team);
  const { poll } = found;
  if (!poll.isActive || (poll.expiresAt && poll.expiresAt <= d.now()))
    throw invalidInput('Afstemningen er lukket');
  if (optionIndex >= poll.options.length)
    throw invalidInput('Ugyldig svarmulighed', { optionIndex: 'Ugyldig svarmulighed' });
  await d.repo.vote(pollId, viewer.id, optionIndex);
  const [dto] = await toMessageDtos(d.repo, [(await d.repo.byId(found.messageId))!], viewer.id, d.now());
  await d.hub.publish({ channel: poll.team, kind: 'update', id: found.messageId });
  return dto!;
}
