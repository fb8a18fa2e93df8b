import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byteRange', () => {
  it.each([
    ['bytes=0-1', { start: 0, end: 1 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-500', { start: 500, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });

  it.each([['bytes=1000-'], ['bytes=5-4'], ['bytes=-0']])('%s is unsatisfiable', (header) => {
    expect(byteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([[undefined], ['bytes=0-1,5-9'], ['items=0-1'], ['bytes=-'], ['bytes=a-b']])(
    '%s means the whole object',
    (header) => {
      expect(byteRange(header, 1000)).toBeNull();
    },
  );
});
