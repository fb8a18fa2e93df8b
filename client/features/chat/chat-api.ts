import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatChannel, ChatMessage, MessagesResponse } from '@common/contracts/chat';
import { apiRequest } from '../../lib/api';

export const CHANNELS_KEY = ['/api/chat/channels'] as const;
export const messagesKey = (channel: string) => ['chat-messages', channel] as const;
/** Part 1 §9: chat is polled every 10 s; the live stream makes new messages appear at once. */
export const CHAT_POLL_MS = 10_000;

export function useChannels(enabled = true) {
  return useQuery<ChatChannel[] | null>({ queryKey: CHANNELS_KEY, refetchInterval: CHAT_POLL_MS, enabled });
}

export function useMessages(channel: string) {
  return useInfiniteQuery({
    queryKey: messagesKey(channel),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest<MessagesResponse>(
        'GET',
        `/api/chat/messages?channel=${encodeURIComponent(channel)}${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
    refetchInterval: CHAT_POLL_MS,
  });
}

function useChatMutation<I>(fn: (input: I) => Promise<ChatMessage | unknown>, channel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKey(channel) });
      void queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
    },
  });
}

export function usePostMessage(channel: string) {
  return useChatMutation(
    (
      input:
        | { message: string }
        | {
            messageType: 'image' | 'file' | 'audio';
            fileUrl: string;
            fileName: string;
            duration?: number;
            message?: string;
          },
    ) => apiRequest<ChatMessage>('POST', '/api/chat/messages', { channel, ...input }),
    channel,
  );
}

export function useCreatePoll(channel: string) {
  return useChatMutation(
    (input: { question: string; options: string[] }) =>
      apiRequest<ChatMessage>('POST', '/api/chat/polls', { channel, ...input }),
    channel,
  );
}

export function useVote(channel: string) {
  return useChatMutation(
    ({ pollId, optionIndex }: { pollId: number; optionIndex: number }) =>
      apiRequest<ChatMessage>('POST', `/api/chat/polls/${pollId}/vote`, { optionIndex }),
    channel,
  );
}

export function usePin(channel: string) {
  return useChatMutation(
    ({ id, pinned }: { id: number; pinned: boolean }) =>
      apiRequest<ChatMessage>('POST', `/api/chat/messages/${id}/pin`, { pinned }),
    channel,
  );
}

export function useMute(channel: string) {
  return useChatMutation(
    (muted: boolean) =>
      apiRequest('PUT', `/api/chat/channels/${encodeURIComponent(channel)}/mute`, { muted }),
    channel,
  );
}

export async function markRead(channel: string) {
  await apiRequest('POST', `/api/chat/channels/${encodeURIComponent(channel)}/read`);
}

/** Upload URL from the server, then the file PUT to it (part 1 §7); returns the stored path. */
export async function uploadChatFile(file: Blob, kind: 'image' | 'file' | 'audio'): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const { uploadURL, path } = await apiRequest<{ uploadURL: string; path: string }>(
    'POST',
    '/api/chat/uploads',
    { kind, contentType, size: file.size },
  );
  const res = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': contentType },
    credentials: 'include',
  });
  if (!res.ok) {
    let message = `${res.status}`;
    try {
      message = ((await res.json()) as { message?: string }).message ?? message;
    } catch {
      /* not json */
    }
    throw new Error(message);
  }
  return path;
}
