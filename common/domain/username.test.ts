import { describe, expect, it } from 'vitest';
import { firstFreeUsername, generateUsername, usernameFamilyPrefix } from './username';

describe('generated usernames (part 1 §4, D14)', () => {
  it('lowercases, spells æ ø å as ae oe aa and drops what is not a letter or digit', () => {
    expect(generateUsername('Søren', 'Hansen')).toBe('soerenhansen');
    expect(generateUsername('Åse', 'Ørsted-Ærø')).toBe('aaseoerstedaeroe');
  });

  it('leaves the joiners of a name out: Smith-Jones, O’Brien, Anne Marie', () => {
    expect(generateUsername('Anne Marie', 'Smith-Jones')).toBe('annemariesmithjones');
    expect(generateUsername('Sean', "O'Brien")).toBe('seanobrien');
    expect(generateUsername('Sean', 'O’Brien')).toBe('seanobrien');
  });

  it('spells letters with accents, and letters that have no accent to drop, in a–z', () => {
    expect(generateUsername('José', 'Müller')).toBe('josemuller');
    expect(generateUsername('Łukasz', 'Wróbel')).toBe('lukaszwrobel');
    expect(generateUsername('Þóra', 'Straße')).toBe('thorastrasse');
    expect(generateUsername('Đorđe', 'Œhlenschläger')).toBe('dordeoehlenschlager');
  });

  it('keeps 20 characters; a taken long hyphenated name gets the lowest free number within them', () => {
    const base = generateUsername('Anne-Sophie', 'Christensen-Møller');
    expect(base).toBe('annesophiechristense');
    expect(firstFreeUsername(base, new Set([base]))).toBe('annesophiechristens2');
    expect(firstFreeUsername(base, new Set([base, 'annesophiechristens2']))).toBe('annesophiechristens3');
    expect('annesophiechristens2'.startsWith(usernameFamilyPrefix(base))).toBe(true);
  });
});
