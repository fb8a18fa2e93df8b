import { describe, expect, it } from 'vitest';
import { trainingEndpoints } from '@common/contracts/endpoints/training';
import { TRAINING_PAGE_SIZE, type TrainingListItem } from '@common/contracts/training';
import { urlOf } from '../../lib/api-client';
import { nextTrainingCursor, trainingPageQuery, type TrainingCursor } from './training-api';

const pageUrl = (after: TrainingCursor | null) => urlOf(trainingEndpoints.list, { query: trainingPageQuery(after) });

const item = (id: number, date: string): TrainingListItem => ({
  id,
  answers: { klar: 0, ikkeKlar: 0, mangler: 0, coming: [] },
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
  expectedCount: 0,
});

describe('Administrer Træninger paging', () => {
  it('asks for the next page after the last training of a full page, and stops after a short one', () => {
    const full = Array.from({ length: TRAINING_PAGE_SIZE }, (_, i) => item(i + 1, '2026-09-01T17:00:00.000Z'));
    const cursor = nextTrainingCursor(full);
    expect(cursor).toEqual({ date: '2026-09-01T17:00:00.000Z', id: TRAINING_PAGE_SIZE });
    expect(pageUrl(cursor!)).toBe(`/api/training?after=2026-09-01T17%3A00%3A00.000Z&afterId=${TRAINING_PAGE_SIZE}`);
    expect(nextTrainingCursor(full.slice(1))).toBeUndefined();
    expect(nextTrainingCursor([])).toBeUndefined();
    expect(pageUrl(null)).toBe('/api/training');
  });
});
