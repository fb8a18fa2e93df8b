import { describe, expect, it } from 'vitest';
import { distinctShortNames } from './person-names';

const person = (firstName: string, lastName: string) => ({ firstName, lastName });

describe('distinctShortNames', () => {
  it('gives the first name alone where it is the only one', () => {
    expect(distinctShortNames([person('Mads', 'Østergaard'), person('Bo', 'Lund')])).toEqual(['Mads', 'Bo']);
  });

  it('adds the last name’s initial where first names repeat (two Christian, three Troels)', () => {
    expect(
      distinctShortNames([
        person('Christian', 'Holm'),
        person('Troels', 'Lund'),
        person('Christian', 'Møller'),
        person('Troels', 'Bak'),
        person('Troels', 'Krag'),
        person('Anna', 'Holm'),
      ]),
    ).toEqual(['Christian H.', 'Troels L.', 'Christian M.', 'Troels B.', 'Troels K.', 'Anna']);
  });

  it('takes as much of the last name as tells them apart, and the whole name where nothing does', () => {
    expect(
      distinctShortNames([
        person('Magnus', 'Hansen'),
        person('Magnus', 'Holm'),
        person('magnus', 'Lund'),
        person('Jens', 'Berg'),
        person('Jens', 'Berg'),
        person('Ole', ''),
        person('Ole', 'Dam'),
      ]),
    ).toEqual(['Magnus Ha.', 'Magnus Ho.', 'magnus L.', 'Jens Berg', 'Jens Berg', 'Ole', 'Ole D.']);
  });
});
