import { describe, expect, it } from 'vitest';
import {
  createKontingentQuestion,
  createMembershipQuestion,
  namesText,
  overdueText,
  removeMembershipQuestion,
  usersText,
} from './kontingent-texts';

describe('kontingent counts in Danish', () => {
  it('how many people a kontingent is for', () => {
    expect(usersText(1)).toBe('1 bruger');
    expect(usersText(2)).toBe('2 brugere');
  });

  it('days over the due date', () => {
    expect(overdueText(1)).toBe('1 dag over forfald');
    expect(overdueText(12)).toBe('12 dage over forfald');
  });

  it('the questions before a bulk action, with how many it touches', () => {
    expect(removeMembershipQuestion(1)).toBe('Fjern medlemskab for 1 medlem?');
    expect(removeMembershipQuestion(61)).toBe('Fjern medlemskab for 61 medlemmer?');
    expect(createKontingentQuestion(2)).toBe('Opret kontingent for 2 brugere?');
    expect(createMembershipQuestion(1)).toBe('Opret medlemskab for 1 bruger?');
  });

  it('names the first five and counts the rest', () => {
    expect(namesText(['A', 'B'])).toBe('A og B');
    expect(namesText(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E og 2 andre');
    expect(namesText(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C, D, E og 1 anden');
  });
});
