import { describe, expect, it } from 'vitest';
import { overdueText, removeMembershipQuestion, usersText } from './kontingent-texts';

describe('kontingent counts in Danish', () => {
  it('how many people a kontingent is for', () => {
    expect(usersText(1)).toBe('1 bruger');
    expect(usersText(2)).toBe('2 brugere');
  });

  it('days over the due date', () => {
    expect(overdueText(1)).toBe('1 dag over forfald');
    expect(overdueText(12)).toBe('12 dage over forfald');
  });

  it('the question before memberships are removed', () => {
    expect(removeMembershipQuestion(1)).toBe('Fjern medlemskab for 1 medlem?');
    expect(removeMembershipQuestion(61)).toBe('Fjern medlemskab for 61 medlemmer?');
  });
});
