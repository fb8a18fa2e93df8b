import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { storedFallback, type StoredTables } from './league-tables-store';

const stored: StoredTables = { savedAt: '2026-04-01T10:00:00.000Z', tables: [] };

describe('the stored tables when the server cannot be asked', () => {
  it('are marked offline when the device is offline', () => {
    expect(storedFallback(new TypeError('Failed to fetch'), false, stored)).toMatchObject({ offline: true });
  });

  it('are marked offline when the request failed at network level while online', () => {
    expect(storedFallback(new TypeError('Failed to fetch'), true, stored)).toMatchObject({ offline: true });
  });

  it('are shown as not fetched, not offline, when the server answered with an error', () => {
    const error = new ApiError(500, '{"message":"Intern fejl"}', 'Intern fejl', undefined);
    expect(storedFallback(error, true, stored)).toEqual({
      tables: [],
      offline: false,
      stale: true,
      savedAt: stored.savedAt,
    });
  });

  it('give nothing when nothing is stored (the error is shown instead)', () => {
    expect(storedFallback(new TypeError('Failed to fetch'), false, null)).toBeNull();
  });
});
