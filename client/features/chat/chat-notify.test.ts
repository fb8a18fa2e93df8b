import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@common/contracts/chat';
import type { ChatNotificationInput } from '@common/domain/notifications';
import { notifyFromStream, type StreamNotifyDeps } from './chat-notify';

const message: ChatMessage = {
  id: 41,
  channel: 'serie_3_pulje_5',
  userId: 7,
  senderName: 'Mette Kjær',
  senderImageUrl: null,
  message: 'Husk bolde i morgen',
  messageType: 'text',
  fileName: null,
  fileSize: null,
  fileUrl: null,
  duration: null,
  poll: null,
  isPinned: false,
  pinnedAt: null,
  createdAt: '2026-04-08T10:00:00.000Z',
};

function setup(over: Partial<StreamNotifyDeps> = {}) {
  const shown: ChatNotificationInput[] = [];
  const deps: StreamNotifyDeps = {
    hidden: () => true,
    permission: () => 'granted',
    hasPushSubscription: async () => false,
    myId: () => 3,
    channel: (id) => ({ id, name: 'Senior 1', unread: 1, muted: false, lastMessageAt: null }),
    fetchMessage: async (_c, id) => (id === message.id ? message : undefined),
    show: async (input) => void shown.push(input),
    ...over,
  };
  return { deps, shown };
}
const event = { channel: 'serie_3_pulje_5', kind: 'message' as const, id: 41 };

describe('the live chat stream’s own notification (no Web Push on this device)', () => {
  it('shows the new message with sender and chat name when the tab is hidden and notifications are allowed', async () => {
    const { deps, shown } = setup();
    expect(await notifyFromStream(event, deps)).toBe(true);
    expect(shown).toEqual([
      expect.objectContaining({
        senderName: 'Mette Kjær',
        chatName: 'Senior 1',
        message: 'Husk bolde i morgen',
        chatId: 'serie_3_pulje_5',
        userId: 7,
        messageId: 41,
      }),
    ]);
  });

  it.each<
    [string, Partial<StreamNotifyDeps>, typeof event | { channel: string; kind: 'update'; id: number }]
  >([
    ['the tab is visible', { hidden: () => false }, event],
    ['permission not granted', { permission: () => 'default' }, event],
    ['notifications unsupported', { permission: () => null }, event],
    ['this device gets Web Push', { hasPushSubscription: async () => true }, event],
    [
      'the channel is muted',
      { channel: (id) => ({ id, name: 'Senior 1', unread: 0, muted: true, lastMessageAt: null }) },
      event,
    ],
    ['it is my own message', { myId: () => 7 }, event],
    ['the message is gone', { fetchMessage: async () => undefined }, event],
    ['it is a poll update, not a message', {}, { ...event, kind: 'update' as const }],
  ])('stays quiet when %s', async (_why, over, e) => {
    const { deps, shown } = setup(over);
    expect(await notifyFromStream(e, deps)).toBe(false);
    expect(shown).toEqual([]);
  });
});
