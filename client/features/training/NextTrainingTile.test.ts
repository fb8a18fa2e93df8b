import { describe, expect, it } from 'vitest';
import type { TrainingListItem } from '@common/contracts/training';
import { nextAnswer, nextTraining, toggleLabel } from './NextTrainingTile';

const item = (id: number, date: string, status: 'scheduled' | 'cancelled' = 'scheduled'): TrainingListItem => ({
  id,
  answers: { klar: 0, ikkeKlar: 0, mangler: 0, coming: [] },
  title: 'T',
  date,
  location: 'Målfeltet',
  notes: null,
  status,
  team: null,
  seriesId: null,
  myAvailability: null,
  availableCount: 0,
  unavailableCount: 0,
  expectedCount: 0,
});

describe('next training tile (part 1 §4)', () => {
  it('labels unknown, true and false', () => {
    expect([toggleLabel(null), toggleLabel(true), toggleLabel(false)]).toEqual(['Klar?', 'Klar', 'Afbud']);
  });
  it('sets false after true, otherwise true', () => {
    expect([nextAnswer(true), nextAnswer(false), nextAnswer(null)]).toEqual([false, true, true]);
  });
  it('picks the next training that is not cancelled and not past', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const list = [item(1, '2026-05-31T17:00:00Z'), item(2, '2026-06-02T17:00:00Z', 'cancelled'), item(3, '2026-06-03T17:00:00Z')];
    expect(nextTraining(list, now)?.id).toBe(3);
    expect(nextTraining([], now)).toBeUndefined();
  });
  it('prefers the person’s own team and club-wide trainings (a coach sees every team)', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const other = { ...item(1, '2026-06-02T17:00:00Z'), team: 'serie_5_pulje_6' };
    const own = { ...item(2, '2026-06-03T17:00:00Z'), team: 'serie_3_pulje_5' };
    expect(nextTraining([other, own], now, 'serie_3_pulje_5')?.id).toBe(2);
    expect(nextTraining([other, own], now, null)?.id).toBe(1);
  });
});
