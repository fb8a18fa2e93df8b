import { describe, expect, it } from 'vitest';
import { chatButtonLabel, chatButtonTarget, withUnread } from './unread-label';

describe('unread counts on the chat links', () => {
  it('says "ulæst" for one and "ulæste" for more, and nothing without unread messages', () => {
    expect(withUnread('Chat', 1)).toBe('Chat, 1 ulæst');
    expect(withUnread('Klubchat', 3)).toBe('Klubchat, 3 ulæste');
    expect(withUnread('Chat', 0)).toBe('Chat');
  });
});

describe("the header's chat button (decision 098)", () => {
  it('says its count is of chat messages', () => {
    expect(chatButtonLabel(1)).toBe('Chat, 1 ulæst besked');
    expect(chatButtonLabel(3)).toBe('Chat, 3 ulæste beskeder');
    expect(chatButtonLabel(0)).toBe('Chat');
  });

  it('leads to the channel with the unread messages when the chat would open on another', () => {
    const channels = [
      { id: 'club', unread: 0 },
      { id: 'senior1', unread: 0 },
      { id: 'senior2', unread: 4 },
    ];
    expect(chatButtonTarget(channels, 'senior1')).toBe('/chat?chatId=senior2');
    expect(
      chatButtonTarget([...channels.slice(0, 1), { id: 'senior1', unread: 2 }, channels[2]!], 'senior1'),
    ).toBe('/chat');
    expect(chatButtonTarget(channels.slice(0, 2), 'senior1')).toBe('/chat');
    expect(chatButtonTarget([{ id: 'club', unread: 1 }], null)).toBe('/chat');
  });
});
