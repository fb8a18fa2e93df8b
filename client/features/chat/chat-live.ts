import type { QueryClient } from '@tanstack/react-query';
import type { ChatChannel, ChatLiveEvent } from '@common/contracts/chat';
import { chatEndpoints as api } from '@common/contracts/endpoints/chat';
import type { User } from '@common/contracts/user';
import { call, urlOf } from '../../lib/api-client';
import { USER_QUERY_KEY } from '../../lib/session';
import { CHANNELS_KEY, messagesKey } from './chat-api';
import { notifyFromStream, type StreamNotifyDeps } from './chat-notify';

/**
 * One live connection (server-sent events) per tab, shared by the chat screen and the header
 * button: a 'chat' event refreshes that channel's messages and the unread counts at once.
 * EventSource reconnects by itself; polling every 10 s covers the gaps. While the tab is hidden
 * on a device without Web Push, a new message also shows the page's own notification.
 */
let source: EventSource | null = null;
let users = 0;

function browserDeps(queryClient: QueryClient): StreamNotifyDeps {
  return {
    hidden: () => document.visibilityState === 'hidden',
    permission: () => ('Notification' in window ? Notification.permission : null),
    hasPushSubscription: async () => {
      if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(await registration?.pushManager.getSubscription());
    },
    myId: () => queryClient.getQueryData<User | null>(USER_QUERY_KEY)?.id ?? null,
    channel: (id) => queryClient.getQueryData<ChatChannel[] | null>(CHANNELS_KEY)?.find((c) => c.id === id),
    fetchMessage: async (channel, id) => (await call(api.messages, { query: { channel } })).messages.find((m) => m.id === id),
    // Loaded only when needed: the notification code stays out of the first screen's bundle.
    show: async (input) => (await import('../../lib/pwa/push')).showChatNotification(input),
  };
}

export function connectChatLive(queryClient: QueryClient): () => void {
  users++;
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(urlOf(api.stream), { withCredentials: true });
    const notifyDeps = browserDeps(queryClient);
    source.addEventListener('chat', (e) => {
      let event: ChatLiveEvent;
      try {
        event = JSON.parse((e as MessageEvent<string>).data) as ChatLiveEvent;
      } catch {
        return; /* ignore malformed events */
      }
      void queryClient.invalidateQueries({ queryKey: messagesKey(event.channel) });
      void queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
      // Notification failures are only logged (part 1 §8).
      notifyFromStream(event, notifyDeps).catch((error: unknown) =>
        console.warn('chat notification failed', error),
      );
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
