import { describe, expect, it } from 'vitest';
import type { ForYou, ForYouEvent } from '@common/contracts/home';
import { answersShown, eventsShown, forYouRows, rowAnswers, type EventRow } from './for-you-rows';

const empty: ForYou = { events: [], payment: null, announcements: null, squads: [], prompts: [], tasks: [] };
const match = (id: number, date: string): ForYouEvent => ({
  kind: 'match',
  id,
  title: `Hold ${id}`,
  teamName: 'Senior 1',
  date,
});
const training = (id: number, date: string): ForYouEvent => ({
  kind: 'training',
  id,
  title: 'Træning',
  teamName: 'Senior 1',
  date,
});

describe("'Til dig' rows: each event once, in the order things are due (decision 098)", () => {
  it("puts the reader's answer, their squad place and their staff tasks about one event in one row", () => {
    const frem = match(7, '2026-12-03T14:30:00Z');
    const rows = forYouRows({
      ...empty,
      events: [frem],
      squads: [{ matchId: 7, opponent: 'Hold 7', date: frem.date, selection: 'starter' }],
      tasks: [{ kind: 'remind', event: frem, count: 5, due: frem.date }],
    });
    expect(rows).toEqual([
      {
        type: 'event',
        key: 'match:7',
        event: frem,
        answer: true,
        squad: 'starter',
        tasks: [{ kind: 'remind', event: frem, count: 5, due: frem.date }],
      },
    ]);
    expect(eventsShown(rows)).toEqual(new Set(['match:7']));
  });

  it('orders by when each is due: a played match before tomorrow, club tasks by their date, information last', () => {
    const played = match(1, '2026-11-25T18:00:00Z');
    const tomorrow = training(2, '2026-11-28T17:00:00Z');
    const later = match(3, '2026-12-02T14:00:00Z');
    const rows = forYouRows({
      ...empty,
      events: [tomorrow],
      squads: [{ matchId: 3, opponent: 'Hold 3', date: later.date, selection: 'reserve' }],
      tasks: [
        { kind: 'unpaid-players', count: 3, teamName: 'Senior 1', due: '2026-10-01T00:00:00Z' },
        { kind: 'result', event: played, due: played.date },
        { kind: 'kontingent-overdue', count: 2, total: 100000, due: '2026-11-27T00:00:00Z' },
        { kind: 'attendance', event: played, due: played.date },
      ],
    });
    expect(rows.map((row) => row.key)).toEqual([
      'match:1',
      'kontingent-overdue',
      'training:2',
      'match:3',
      'unpaid-players',
    ]);
    const first = rows[0]!;
    expect(first.type === 'event' && first.tasks.map((task) => task.kind)).toEqual(['result', 'attendance']);
    expect(first.type === 'event' && first.answer).toBe(false);
    // A squad place alone asks for no answer.
    expect(rows[3]).toMatchObject({ answer: false, squad: 'reserve', tasks: [] });
    expect(eventsShown(rows)).toEqual(new Set(['match:1', 'training:2', 'match:3']));
  });

  it('has no rows before the answer or when nothing is due', () => {
    expect(forYouRows(undefined)).toEqual([]);
    expect(forYouRows(empty)).toEqual([]);
  });
});

describe("'Til dig' keeps Klar / Ikke klar where it shows the match (decision 098)", () => {
  const now = new Date('2026-11-27T09:00:00Z');
  const coming = { id: 3, status: 'scheduled' as const, date: '2026-12-02T14:00:00Z', team: 'senior1' };
  const later = match(3, coming.date);

  it('on a missing answer, and on a coming match the reader is picked for, with the answer they gave', () => {
    const rows = forYouRows({
      ...empty,
      events: [training(2, '2026-11-28T17:00:00Z')],
      squads: [{ matchId: 3, opponent: 'Hold 3', date: later.date, selection: 'starter' }],
    });
    expect(answersShown(rows, [coming], now)).toEqual(new Set(['training:2', 'match:3']));
    const squadRow = rows[1] as EventRow;
    expect(rowAnswers(squadRow, coming, now)).toBe(true);
    // Kicked off, or not in Kampe's list: nothing to answer there.
    expect(rowAnswers(squadRow, { ...coming, date: '2026-11-26T14:00:00Z' }, now)).toBe(false);
    expect(rowAnswers(squadRow, undefined, now)).toBe(false);
  });

  it('not on a staff task alone: the availability card keeps the answer', () => {
    const rows = forYouRows({ ...empty, tasks: [{ kind: 'squad', event: later, due: later.date }] });
    expect(eventsShown(rows)).toEqual(new Set(['match:3']));
    expect(answersShown(rows, [coming], now)).toEqual(new Set());
  });
});
