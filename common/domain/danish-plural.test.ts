import { describe, expect, it, vi } from 'vitest';
import { countText, danishWholeNumber, plural } from './danish-plural';

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

describe('Danish numbers in counts', () => {
  // The first Intl.NumberFormat a page builds loads ICU's number data: 25–50 ms of main thread on
  // a phone, which Hjem paid while it started only to write counts like '3 spillere' (decision 086).
  it('writes a count without building an Intl.NumberFormat', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./danish-plural');
      expect(fresh.countText(12_345, 'spiller', 'spillere')).toBe('12.345 spillere');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('writes every number exactly as Intl does for da-DK, rounding and signs included', () => {
    const intl = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
    const values = [
      0, -0, 1, -1, 0.4, 0.5, -0.5, -0.4, 2.5, 999, 999.5, 1000, -1000, 1234.49, 12_345, 123_456, 1_234_567,
      -9_876_543.5,
    ];
    values.push(2 ** 53, 2 ** 60, 1e21, -1e22, NaN, Infinity, -Infinity);
    // A spread of sizes, whole and in quarters (halves among them), the same every run.
    for (let i = 0; i < 500; i++)
      values.push(
        Math.round((((i * 7919) % 1000) / 1000 - 0.5) * 10 ** (1 + (i % 12))) / (i % 3 === 0 ? 4 : 1),
      );
    for (const n of values) expect(danishWholeNumber(n), String(n)).toBe(intl.format(n));
  });
});
