import { describe, expect, it } from 'vitest';
import { seriesCreatedText, trainingsDeletedText } from './training-texts';

describe('training toasts count in Danish', () => {
  it('a series of one training and of several', () => {
    expect(seriesCreatedText(1)).toBe('1 træning i serien');
    expect(seriesCreatedText(12)).toBe('12 træninger i serien');
  });

  it('deleting the rest of a series', () => {
    expect(trainingsDeletedText(1)).toBe('1 træning slettet');
    expect(trainingsDeletedText(4)).toBe('4 træninger slettet');
  });
});
