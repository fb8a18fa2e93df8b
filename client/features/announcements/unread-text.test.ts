import { describe, expect, it } from 'vitest';
import { unreadOpslagText } from './unread-text';

describe("Hjem's unread line names what it counts (decision 098)", () => {
  it('counts opslag, not beskeder, which is the chat badge’s word', () => {
    expect(unreadOpslagText(1)).toBe('Du har 1 ulæst opslag');
    expect(unreadOpslagText(3)).toBe('Du har 3 ulæste opslag');
  });
});
