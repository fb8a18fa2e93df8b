import { describe, expect, it } from 'vitest';
import { idInBody, idInUrl, MAX_RECORD_ID } from './ids';

describe('idInUrl', () => {
  it('takes decimal ids within PostgreSQL integer range and refuses everything else with the Danish message', () => {
    expect(idInUrl().parse('1')).toBe(1);
    expect(idInUrl().parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const bad of ['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3', '0x10', ' 12', '012', '', 'abc', undefined, 5]) {
      const result = idInUrl('Ugyldig kamp').safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message, String(bad)).toBe('Ugyldig kamp');
    }
  });
});

describe('idInBody', () => {
  it('takes integer ids within range', () => {
    expect(idInBody().parse(7)).toBe(7);
    for (const bad of [MAX_RECORD_ID + 1, 0, -1, 1.5, '7', null]) {
      expect(idInBody().safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('Ugyldigt id');
    }
  });
});
