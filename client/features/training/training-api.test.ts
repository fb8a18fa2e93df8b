import { describe, expect, it } from 'vitest';
import { TRAINING_PAGE_SIZE, type TrainingListItem } from '@common/contracts/training';
import { nextTrainingCursor, trainingPageUrl } from './training-api';

const item = (id: number, date: string): TrainingListItem => ({
  id,
  title: 'T',
  date,
  location: 'Målfeltet',
  notes: null,
  status: 'scheduled',
  team: null,
  seriesId: null,
  myAvailability: null,
  availableCount: 0,
  unavailableCount: 0,
});

describe('Administrer Træninger paging', () => {
  it('asks for the next page after the last training of a full page, and stops after a short one', () => {
    const full = Array.from({ length: TRAINING_PAGE_SIZE }, (_, i) => item(i + 1, '2026-09-01T17:00:00.000Z'));
    const cursor = nextTrainingCursor(full);
    expect(cursor).toEqual({ date: '2026-09-01T17:00:00.000Z', id: TRAINING_PAGE_SIZE });
    expect(trainingPageUrl(cursor!)).toBe(`/api/training?after=2026-09-01T17%3A00%3A00.000Z&afterId=${TRAINING_PAGE_SIZE}`);
    expect(nextTrainingCursor(full.slice(1))).toBeUndefined();
    expect(nextTrainingCursor([])).toBeUndefined();
    expect(trainingPageUrl(null)).toBe('/api/training');
  });
});
