import { describe, expect, it } from 'vitest';
import { patchCached, withAnswer } from './availability-answer';

const item = (id: number, myAvailability: boolean | null) => ({
  id,
  myAvailability,
  answers: { klar: 2, ikkeKlar: 1, mangler: 3, coming: [] },
  availableCount: 2,
  unavailableCount: 1,
});

describe('the optimistic Klar / Ikke klar (decision 078)', () => {
  it('moves a first answer out of mangler svar, and a changed answer from one count to the other', () => {
    expect(withAnswer(item(1, null), true)).toMatchObject({ myAvailability: true, answers: { klar: 3, ikkeKlar: 1, mangler: 2 }, availableCount: 3 });
    expect(withAnswer(item(1, true), false)).toMatchObject({ answers: { klar: 1, ikkeKlar: 2, mangler: 3 }, unavailableCount: 2 });
    const same = item(1, false);
    expect(withAnswer(same, false)).toBe(same);
  });

  it('patches the event in a list and in pages, and leaves other data alone', () => {
    const list = [item(1, null), item(2, null)];
    const patched = patchCached(list, 2, true) as ReturnType<typeof item>[];
    expect(patched[0]).toBe(list[0]);
    expect(patched[1]!.myAvailability).toBe(true);
    const pages = { pages: [[item(2, null)]], pageParams: [null] };
    expect((patchCached(pages, 2, false) as typeof pages).pages[0]![0]!.myAvailability).toBe(false);
    const names = [{ id: 2, firstName: 'A' }];
    expect(patchCached(names, 2, true)).toBe(names);
  });
});
