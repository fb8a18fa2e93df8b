import type { QueryClient } from '@tanstack/react-query';
import type { ChatLiveEvent } from '@common/contracts/chat';
import { CHANNELS_KEY, messagesKey } from './chat-api';

/**
 * One live connection (server-sent events) per tab, shared by the chat screen and the header
 * button: a 'chat' event refreshes that channel's messages and the unread counts at once.
 * EventSource reconnects by itself; polling every 10 s covers the gaps.
 */
let source: EventSource | null = null;
let users = 0;

export function connectChatLive(queryClient: QueryClient): () => void {
  users++;
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/chat/stream', { withCredentials: true });
    source.addEventListener('chat', (e) => {
      try {
        const event = JSON.parse((e as MessageEvent<string>).data) as ChatLiveEvent;
        void queryClient.invalidateQueries({ queryKey: messagesKey(event.channel) });
        void queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
      } catch {
        /* ignore malformed events */
      }
    });
  }
  return () => {
    users--;
    if (users <= 0 && source) {
      source.close();
      source = null;
      users = 0;
    }
  };
}
