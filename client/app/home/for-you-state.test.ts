import { describe, expect, it } from 'vitest';
import type { ForYou } from '@common/contracts/home';
import { nothingForYou } from './for-you-state';

const empty: ForYou = { events: [], payment: null, announcements: null, squads: [], prompts: [], tasks: [] };

describe("'Du er helt opdateret' (decision 075)", () => {
  it('shows only when nothing at all needs the person, and never while loading or for role none', () => {
    expect(nothingForYou(empty, 'player', 0)).toBe(true);
    expect(nothingForYou(undefined, 'player', 0)).toBe(false);
    expect(nothingForYou(empty, 'none', 0)).toBe(false);
    expect(nothingForYou(empty, 'member', 2)).toBe(false);
    expect(nothingForYou({ ...empty, prompts: ['add-card'] }, 'member', 0)).toBe(false);
    expect(nothingForYou({ ...empty, payment: { count: 1, total: 100, overdue: false } }, 'player', 0)).toBe(
      false,
    );
    expect(
      nothingForYou(
        { ...empty, events: [{ kind: 'training', id: 1, title: 'T', teamName: null, date: '' }] },
        'coach',
        0,
      ),
    ).toBe(false);
    // A staff task is something to do (decision 098).
    expect(
      nothingForYou({ ...empty, tasks: [{ kind: 'registrations-unpaid', count: 1, due: '' }] }, 'board', 0),
    ).toBe(false);
  });
});
