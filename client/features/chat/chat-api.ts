import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatChannel,
  ChatUploadRequest,
  CreatePollRequest,
  PostMessageInput,
} from '@common/contracts/chat';
import { chatEndpoints as api } from '@common/contracts/endpoints/chat';
import { call } from '../../lib/api-client';
import { putFile } from '../../lib/upload';

import { CHANNELS_KEY, CHAT_POLL_MS, messagesKey, messagesQuery } from './chat-keys';

export { CHANNELS_KEY, CHAT_POLL_MS, messagesKey };

export function useChannels(enabled = true) {
  return useQuery<ChatChannel[] | null>({ queryKey: CHANNELS_KEY, refetchInterval: CHAT_POLL_MS, enabled });
}

export function useMessages(channel: string) {
  return useInfiniteQuery(messagesQuery(channel));
}

function useChatMutation<I>(fn: (input: I) => Promise<unknown>, channel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKey(channel) });
      void queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
    },
  });
}

/** A post (text, or a stored file) without its channel: the hook adds it. */
type WithoutChannel<T> = T extends unknown ? Omit<T, 'channel'> : never;
type PostInput = WithoutChannel<PostMessageInput>;

export function usePostMessage(channel: string) {
  return useChatMutation((input: PostInput) => call(api.post, { body: { channel, ...input } }), channel);
}

export function useCreatePoll(channel: string) {
  return useChatMutation(
    (input: Omit<CreatePollRequest, 'channel'>) => call(api.createPoll, { body: { channel, ...input } }),
    channel,
  );
}

export function useVote(channel: string) {
  return useChatMutation(
    ({ pollId, optionIndex }: { pollId: number; optionIndex: number }) =>
      call(api.vote, { params: { id: pollId }, body: { optionIndex } }),
    channel,
  );
}

export function usePin(channel: string) {
  return useChatMutation(
    ({ id, pinned }: { id: number; pinned: boolean }) => call(api.pin, { params: { id }, body: { pinned } }),
    channel,
  );
}

export function useMute(channel: string) {
  return useChatMutation(
    (muted: boolean) => call(api.mute, { params: { channel }, body: { muted } }),
    channel,
  );
}

export async function markRead(channel: string) {
  await call(api.markRead, { params: { channel } });
}

/** Upload URL from the server, then the file PUT to it (part 1 §7); returns the stored path. */
export async function uploadChatFile(file: Blob, kind: ChatUploadRequest['kind']): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const { uploadURL, path } = await call(api.uploadUrl, { body: { kind, contentType, size: file.size } });
  await putFile(uploadURL, file, contentType);
  return path;
}
