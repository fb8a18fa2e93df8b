import { describe, expect, it } from 'vitest';
import { everyPeriodText, overdueSentence, periodText } from './period-text';

describe('fee periods and overdue counts in Danish', () => {
  it('a period of one month and of several', () => {
    expect(periodText(1)).toBe('1 måned');
    expect(periodText(6)).toBe('6 måneder');
    expect(everyPeriodText(1)).toBe('hver måned');
    expect(everyPeriodText(6)).toBe('hver 6. måned');
  });

  it('one overdue payment and several', () => {
    expect(overdueSentence(1)).toBe('1 er forfalden.');
    expect(overdueSentence(2)).toBe('2 er forfaldne.');
  });
});
