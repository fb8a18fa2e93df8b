import { describe, expect, it } from 'vitest';
import { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE, type Match } from '@common/contracts/matches';
import { matchPaging, mergeMatchPages } from './match-paging';

const now = new Date('2026-05-01T12:00:00Z');
const DAY = 86400000;
let nextId = 1;
const match = (days: number, over: Partial<Match> = {}): Match => ({
  id: nextId++,
  answers: { klar: 0, ikkeKlar: 0, mangler: 0, coming: [] },
  opponent: 'B93',
  venue: 'home',
  location: null,
  date: new Date(now.getTime() + days * DAY).toISOString(),
  status: days < 0 ? 'completed' : 'scheduled',
  homeScore: null,
  awayScore: null,
  team: 'serie_3_pulje_5',
  teamName: 'Senior 1',
  teamSortOrder: 1,
  competition: null,
  matchNumber: null,
  notes: null,
  myAvailability: null,
  mySquad: null,
  ...over,
});
const list = (past: number, coming: number) => [
  ...Array.from({ length: past }, (_, i) => match(-past + i)),
  ...Array.from({ length: coming }, (_, i) => match(i + 1)),
];

describe('matchPaging', () => {
  it('offers later matches (Kommende) when a full page of coming matches was loaded, whatever the played ones', () => {
    expect(matchPaging(list(PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE), now).mayHaveLater).toBe(true);
    expect(matchPaging(list(3, UPCOMING_PAGE_SIZE), now).mayHaveLater).toBe(true);
    expect(matchPaging(list(0, UPCOMING_PAGE_SIZE), now).mayHaveLater).toBe(true);
    expect(matchPaging(list(PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE - 1), now).mayHaveLater).toBe(false);
    expect(matchPaging(list(3, 10), now).mayHaveLater).toBe(false);
  });

  it('offers older matches (Afsluttede) after a full page of played ones', () => {
    expect(matchPaging(list(PAST_PAGE_SIZE, 2), now).mayHaveOlder).toBe(true);
    expect(matchPaging(list(PAST_PAGE_SIZE - 1, 2), now).mayHaveOlder).toBe(false);
  });

  it('pages from the (date, id) of the oldest played and the last loaded match', () => {
    const loaded = list(2, 3);
    const paging = matchPaging(loaded, now);
    expect(paging.oldest).toEqual({ date: loaded[0]!.date, id: loaded[0]!.id });
    expect(paging.latest).toEqual({ date: loaded[4]!.date, id: loaded[4]!.id });
    expect(matchPaging(list(0, 3), now).oldest).toBeUndefined();
    expect(matchPaging([], now).latest).toBeUndefined();
  });
});

describe('mergeMatchPages', () => {
  it('joins older, first and later pages by date then id, each match once', () => {
    const sameKickOff = [match(5), match(5), match(5)];
    const loaded = [match(-1), sameKickOff[0]!, sameKickOff[1]!];
    const merged = mergeMatchPages([[match(-3), match(-2)]], loaded, [
      [sameKickOff[1]!, sameKickOff[2]!, match(9)],
    ]);
    expect(merged.map((m) => m.id)).toEqual([...new Set(merged.map((m) => m.id))]);
    expect(merged).toHaveLength(7);
    expect(merged.slice(3, 6).map((m) => m.id)).toEqual(sameKickOff.map((m) => m.id));
  });
});
