import { describe, expect, it } from 'vitest';
import { countText, plural } from './danish-plural';

describe('Danish plurals in counts', () => {
  it('uses the singular for exactly one and the plural for everything else, zero included', () => {
    expect(plural(1, 'ny', 'nye')).toBe('ny');
    expect(plural(0, 'ny', 'nye')).toBe('nye');
    expect(plural(2, 'ny', 'nye')).toBe('nye');
    expect(plural(-1, 'dag', 'dage')).toBe('dag');
  });

  it('writes the number before the word, with Danish thousands separators', () => {
    expect(countText(1, 'kamp', 'kampe')).toBe('1 kamp');
    expect(countText(0, 'kamp', 'kampe')).toBe('0 kampe');
    expect(countText(2, 'bruger', 'brugere')).toBe('2 brugere');
    expect(countText(1500, 'bruger', 'brugere')).toBe('1.500 brugere');
  });
});
