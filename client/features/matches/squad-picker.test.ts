import { describe, expect, it } from 'vitest';
import {
  answerGroup,
  nextPlace,
  pickAllReady,
  pickAllAnnouncement,
  pickAnnouncement,
  pickWarnings,
  placeForNewPick,
  sortForPicking,
  type PickerPlayer,
} from './squad-picker';

let id = 0;
const player = (over: Partial<PickerPlayer> = {}): PickerPlayer => ({
  userId: ++id,
  firstName: 'Test',
  lastName: 'Person',
  available: null,
  absence: null,
  unpaid: false,
  selection: null,
  ...over,
});
const limits = { starters: 2, squadSize: 3 };

describe('the squad picker', () => {
  it('sorts by answer: Klar, then no answer, then Ikke klar or absent; by name within each', () => {
    const players = [
      player({ firstName: 'Ørjan', available: false }),
      player({ firstName: 'Bo' }),
      player({ firstName: 'Åge', available: true }),
      player({ firstName: 'Carl', absence: 'injury' }),
      player({ firstName: 'Anders', available: true }),
      player({ firstName: 'Mads', available: true, absence: 'holiday' }),
      player({ firstName: 'Ib', lastName: 'Zeuthen' }),
      player({ firstName: 'Ib', lastName: 'Andersen' }),
    ];
    expect(
      sortForPicking(players).map((p) => `${p.firstName}${p.lastName === 'Person' ? '' : ` ${p.lastName}`}`),
    ).toEqual([
      // A Klar for this match is newer than an absence: he said he comes.
      'Anders',
      'Mads',
      'Åge',
      'Bo',
      'Ib Andersen',
      'Ib Zeuthen',
      'Carl',
      'Ørjan',
    ]);
    expect(players.map(answerGroup).slice(0, 4)).toEqual([
      'unavailable',
      'unanswered',
      'ready',
      'unavailable',
    ]);
  });

  it('one tap puts a player in: the start first, then the bench up to the squad size, then reserve', () => {
    const squad = [player({ selection: 'starter' })];
    expect(placeForNewPick(squad, limits)).toBe('starter');
    squad.push(player({ selection: 'starter' }));
    expect(placeForNewPick(squad, limits)).toBe('bench');
    squad.push(player({ selection: 'bench' }));
    expect(placeForNewPick(squad, limits)).toBe('reserve');
    // A starter moved to the bench frees a place in the start.
    squad[0] = { ...squad[0]!, selection: 'bench' };
    expect(placeForNewPick(squad, limits)).toBe('starter');
  });

  it('a second tap moves a player from start to bænk to reserve and round again', () => {
    expect(nextPlace('starter')).toBe('bench');
    expect(nextPlace('bench')).toBe('reserve');
    expect(nextPlace('reserve')).toBe('starter');
  });

  it('"Udtag alle Klar" picks every Klar player not yet in, in the list order, and nobody else', () => {
    const players = [
      player({ firstName: 'Dan', available: true }),
      player({ firstName: 'Carl', available: true, selection: 'reserve' }),
      player({ firstName: 'Bo', available: true }),
      player({ firstName: 'Anders', available: true }),
      player({ firstName: 'Eik', available: true, unpaid: true }),
      player({ firstName: 'Finn' }),
      player({ firstName: 'Gorm', available: false }),
    ];
    const picked = pickAllReady(players, limits);
    const place = (name: string) => picked.find((p) => p.firstName === name)?.selection;
    expect(['Anders', 'Bo', 'Carl', 'Dan', 'Eik', 'Finn', 'Gorm'].map(place)).toEqual([
      'starter',
      'starter',
      'reserve',
      'bench',
      'reserve',
      null,
      null,
    ]);
    expect(pickAllReady(picked, limits)).toEqual(picked);
  });

  it('warns on a pick who said Ikke klar, is absent or owes kontingent; the absence says why', () => {
    expect(pickWarnings(player({ available: true }))).toEqual([]);
    expect(pickWarnings(player({ available: false }))).toEqual(['Meldt Ikke klar']);
    expect(pickWarnings(player({ available: false, absence: 'injury' }))).toEqual(['Skadet']);
    expect(pickWarnings(player({ absence: 'absent', unpaid: true }))).toEqual([
      'Fraværende',
      'Kontingent ikke betalt',
    ]);
  });

  it('tells a screen reader what a tap did and where the count stands', () => {
    expect(pickAnnouncement('Anders Jensen', 'starter', ['Meldt Ikke klar'], 12, 16)).toBe(
      'Anders Jensen: Startopstilling. Bemærk: Meldt Ikke klar. Udtaget 12 af 16.',
    );
    expect(pickAnnouncement('Bo Berg', null, [], 11, 16)).toBe('Bo Berg er ikke udtaget. Udtaget 11 af 16.');
    expect(pickAllAnnouncement(1, 12, 16)).toBe('1 spiller udtaget. Udtaget 12 af 16.');
    expect(pickAllAnnouncement(8, 16, 16)).toBe('8 spillere udtaget. Udtaget 16 af 16.');
  });
});
