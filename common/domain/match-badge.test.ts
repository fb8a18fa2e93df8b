import { describe, expect, it } from 'vitest';
import { displayScore, isHomeVenue, matchBadge } from './match-badge';

const m = (venue: string, status: 'scheduled' | 'completed' | 'cancelled', homeScore: number | null, awayScore: number | null) => ({
  venue,
  status,
  homeScore,
  awayScore,
});

describe('venue rule', () => {
  it("reads 'home' exactly and any text containing 'hjemme'", () => {
    expect(isHomeVenue('home')).toBe(true);
    expect(isHomeVenue('Home')).toBe(true);
    expect(isHomeVenue('Hjemmebane')).toBe(true);
    expect(isHomeVenue('hjemme')).toBe(true);
    expect(isHomeVenue('away')).toBe(false);
    expect(isHomeVenue('homestead')).toBe(false);
    expect(isHomeVenue('ude')).toBe(false);
  });
});

describe('matchBadge', () => {
  it('judges a completed home match from the home score', () => {
    expect(matchBadge(m('home', 'completed', 3, 1))).toBe('Sejr');
    expect(matchBadge(m('home', 'completed', 0, 2))).toBe('Nederlag');
    expect(matchBadge(m('hjemme', 'completed', 2, 2))).toBe('Uafgjort');
  });

  it('judges a completed away match from the away score', () => {
    expect(matchBadge(m('away', 'completed', 3, 1))).toBe('Nederlag');
    expect(matchBadge(m('away', 'completed', 0, 2))).toBe('Sejr');
    expect(matchBadge(m('Ude', 'completed', 1, 1))).toBe('Uafgjort');
  });

  it('says Afsluttet without scores, Aflyst when cancelled, Bekræftet otherwise', () => {
    expect(matchBadge(m('home', 'completed', null, null))).toBe('Afsluttet');
    expect(matchBadge(m('home', 'completed', 2, null))).toBe('Afsluttet');
    expect(matchBadge(m('home', 'cancelled', 2, 0))).toBe('Aflyst');
    expect(matchBadge(m('away', 'scheduled', null, null))).toBe('Bekræftet');
  });
});

describe('displayScore', () => {
  it('shows home–away at home and reversed away', () => {
    expect(displayScore(m('home', 'completed', 3, 1))).toBe('3 – 1');
    expect(displayScore(m('away', 'completed', 3, 1))).toBe('1 – 3');
    expect(displayScore(m('away', 'completed', null, null))).toBeNull();
  });
});
