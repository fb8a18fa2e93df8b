import { describe, expect, it } from 'vitest';
import { withUnread } from './unread-label';

describe('unread counts on the chat links', () => {
  it('says "ulæst" for one and "ulæste" for more, and nothing without unread messages', () => {
    expect(withUnread('Chat', 1)).toBe('Chat, 1 ulæst');
    expect(withUnread('Klubchat', 3)).toBe('Klubchat, 3 ulæste');
    expect(withUnread('Chat', 0)).toBe('Chat');
  });
});
