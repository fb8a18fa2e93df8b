import { describe, expect, it } from 'vitest';
import { pushLabel } from './SystemSettingsScreen';

describe('Systemindstillinger push row', () => {
  it('counts one device and several', () => {
    expect(pushLabel(1)).toBe('Push (1 enhed)');
    expect(pushLabel(0)).toBe('Push (0 enheder)');
    expect(pushLabel(5)).toBe('Push (5 enheder)');
  });
});
