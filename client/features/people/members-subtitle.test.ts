import { describe, expect, it } from 'vitest';
import { membersSubtitle } from './MembersScreen';

describe('Medlemmer subtitle', () => {
  it('counts one person and several', () => {
    expect(membersSubtitle(1)).toBe('1 bruger');
    expect(membersSubtitle(61)).toBe('61 brugere');
  });
});
