import { describe, expect, it } from 'vitest';
import { COLLAPSE_AT, collapsedText } from './CollapsibleText';

describe('announcement text collapse (part 1 §9)', () => {
  it('keeps text up to 150 characters whole', () => {
    const text = 'a'.repeat(COLLAPSE_AT);
    expect(collapsedText(text)).toBe(text);
  });
  it('cuts longer text at 150 characters with an ellipsis', () => {
    expect(collapsedText('b'.repeat(151))).toBe(`${'b'.repeat(150)}…`);
  });
});
