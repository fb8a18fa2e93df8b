import type { ChatChannel, ChatLiveEvent, ChatMessage } from '@common/contracts/chat';
import type { ChatNotificationInput } from '@common/domain/notifications';

/** What the live stream's notification needs from the browser and the app (stand-ins in tests). */
export interface StreamNotifyDeps {
  /** The tab is in the background. */
  hidden(): boolean;
  /** Notification.permission, or null where notifications are not supported. */
  permission(): NotificationPermission | null;
  /** This device gets Web Push (then the push brings the notification, not the page). */
  hasPushSubscription(): Promise<boolean>;
  myId(): number | null;
  channel(id: string): ChatChannel | undefined;
  fetchMessage(channel: string, id: number): Promise<ChatMessage | undefined>;
  /** showChatNotification: honours the local chat setting; falls back to a 5 s browser notification. */
  show(input: ChatNotificationInput): Promise<void>;
}

/**
 * The page's own chat notification (part 1 §7) for a device without Web Push: a new message
 * heard on the live stream while the tab is hidden and notifications are allowed, in a channel
 * that is not muted, from someone else. Returns whether a notification was shown.
 */
export async function notifyFromStream(event: ChatLiveEvent, d: StreamNotifyDeps): Promise<boolean> {
  if (event.kind !== 'message' || !d.hidden() || d.permission() !== 'granted') return false;
  const channel = d.channel(event.channel);
  if (channel?.muted) return false;
  if (await d.hasPushSubscription()) return false;
  const message = await d.fetchMessage(event.channel, event.id);
  if (!message || (message.userId !== null && message.userId === d.myId())) return false;
  await d.show({
    senderName: message.senderName,
    chatName: channel?.name ?? null,
    message: message.message,
    messageType: message.messageType,
    fileName: message.fileName,
    chatId: event.channel,
    userId: message.userId,
    messageId: message.id,
  });
  return true;
}
