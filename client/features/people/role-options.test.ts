import { describe, expect, it } from 'vitest';
import { matchesSearch } from './role-options';

const p = { firstName: 'Søren', lastName: 'Hansen', email: 'sh@example.dk', position: 'Målmand' };

describe('matchesSearch', () => {
  it('finds by name, email and position, ignoring case', () => {
    expect(matchesSearch(p, 'søren h')).toBe(true);
    expect(matchesSearch(p, 'EXAMPLE')).toBe(true);
    expect(matchesSearch(p, 'målm')).toBe(true);
    expect(matchesSearch(p, 'forsvar')).toBe(false);
    expect(matchesSearch(p, '  ')).toBe(true);
  });
});
