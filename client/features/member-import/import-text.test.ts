import { describe, expect, it } from 'vitest';
import { countsSentence, importLabel, inviteLabel } from './import-text';

describe('import texts', () => {
  it('names the counts that are not zero, in the order the import does them', () => {
    expect(countsSentence({ create: 38, update: 1, skip: 1, error: 2 })).toBe('38 oprettes, 1 opdateres, 1 springes over, 2 har fejl');
    expect(countsSentence({ create: 2000, update: 0, skip: 0, error: 0 })).toBe('2.000 oprettes');
    expect(countsSentence({ create: 0, update: 0, skip: 0, error: 0 })).toBe('Ingen rækker');
    expect(importLabel({ create: 38, update: 1, skip: 1, error: 2 })).toBe('Importér 38 og opdatér 1');
    expect(importLabel({ create: 40, update: 0, skip: 0, error: 0 })).toBe('Importér 40');
    expect(importLabel({ create: 0, update: 3, skip: 0, error: 0 })).toBe('Opdatér 3');
    expect(importLabel({ create: 0, update: 0, skip: 38, error: 2 })).toBe('Intet at importere');
    expect(inviteLabel(1)).toBe('Send invitation til 1 person');
    expect(inviteLabel(37)).toBe('Send invitationer til 37 personer');
  });
});
