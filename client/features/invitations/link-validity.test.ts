import { describe, expect, it } from 'vitest';
import { linkWorksUntil } from './link-validity';

describe('the generated link says until when it works (decision 104)', () => {
  it('in Copenhagen time, summer and winter', () => {
    expect(linkWorksUntil('2026-11-28T18:30:00.000Z')).toBe('Linket virker til 28.11.2026 kl. 19:30');
    expect(linkWorksUntil('2026-07-01T21:05:00.000Z')).toBe('Linket virker til 1.7.2026 kl. 23:05');
    expect(linkWorksUntil('2026-12-31T23:30:00.000Z')).toBe('Linket virker til 1.1.2027 kl. 00:30');
  });
});
