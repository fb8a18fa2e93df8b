import { describe, expect, it } from 'vitest';
import { danishNumericDate } from './danish-dates';

describe('one Danish style for numeric dates (D23)', () => {
  it('writes a day as 27.11.2026, without leading zeros', () => {
    expect(danishNumericDate('2026-11-27')).toBe('27.11.2026');
    expect(danishNumericDate('2026-03-05')).toBe('5.3.2026');
  });
});
