import { describe, expect, it } from 'vitest';
import { kronerToOre, prorataCredit, upgradeDueNow } from './fees';

const start = new Date('2026-01-01T00:00:00Z');
const end = new Date('2027-01-01T00:00:00Z');

describe('prorataCredit', () => {
  it('credits the whole fee at the start of the period', () => {
    expect(prorataCredit(30000, start, end, start)).toBe(30000);
  });
  it('credits half the fee half way through', () => {
    const mid = new Date((start.getTime() + end.getTime()) / 2);
    expect(prorataCredit(30000, start, end, mid)).toBe(15000);
  });
  it('credits nothing after the period ended', () => {
    expect(prorataCredit(30000, start, end, new Date('2027-03-01T00:00:00Z'))).toBe(0);
  });
  it('never credits more than the fee before the period starts', () => {
    expect(prorataCredit(30000, start, end, new Date('2025-06-01T00:00:00Z'))).toBe(30000);
  });
  it('credits nothing for an empty or inverted period', () => {
    expect(prorataCredit(30000, end, start, start)).toBe(0);
  });
});

describe('upgradeDueNow', () => {
  it('takes the credit off the player fee', () => {
    expect(upgradeDueNow(60000, 15000)).toBe(45000);
  });
  it('never goes below 1 øre', () => {
    expect(upgradeDueNow(60000, 90000)).toBe(1);
  });
  it('ignores a negative credit', () => {
    expect(upgradeDueNow(60000, -5)).toBe(60000);
  });
});

describe('kronerToOre', () => {
  it('converts kr to øre', () => {
    expect(kronerToOre(500)).toBe(50000);
    expect(kronerToOre(99.5)).toBe(9950);
  });
});
