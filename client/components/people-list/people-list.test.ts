import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  applyFilters,
  paymentState,
  readFilters,
  writeFilters,
  type ListablePerson,
} from './people-list';

const person = (id: number, over: Partial<ListablePerson>): ListablePerson => ({
  id,
  firstName: 'Anna',
  lastName: 'Hansen',
  email: `p${id}@example.dk`,
  role: 'player',
  team: 'serie_5',
  membershipStatus: 'active',
  totalPayments: 0,
  pendingPayments: 0,
  lastPayment: null,
  ...over,
});

const people = [
  person(1, { firstName: 'Øjvind', lastName: 'Bæk', phoneNumber: '22334455', totalPayments: 60000 }),
  person(2, {
    firstName: 'Anna',
    lastName: 'Ravn',
    role: 'coach',
    team: null,
    membershipStatus: 'inactive',
    pendingPayments: 1,
  }),
  person(3, { firstName: 'Bo', lastName: 'Ask', role: 'none', position: 'Målmand', totalPayments: 30000 }),
  person(4, { firstName: 'Åse', lastName: 'Lund', role: 'member', team: 'senior_2' }),
];
const names = (rows: ListablePerson[]) => rows.map((p) => p.firstName);

describe('admin people lists', () => {
  it('searches name, e-mail, position and phone (with or without +45 and spaces)', () => {
    const search = (q: string) => names(applyFilters(people, { ...DEFAULT_FILTERS, q }));
    expect(search('ravn')).toEqual(['Anna']);
    expect(search('P4@EXAMPLE')).toEqual(['Åse']);
    expect(search('målmand')).toEqual(['Bo']);
    expect(search('+45 22 33 44')).toEqual(['Øjvind']);
    expect(search('2233')).toEqual(['Øjvind']);
    // The start of a word, as the server searches (decision 103).
    expect(search('4455')).toEqual([]);
    expect(search('12')).toEqual([]);
  });

  it('folds Danish letters typed in ASCII, case and accents, as the server does', () => {
    const search = (q: string) => names(applyFilters(people, { ...DEFAULT_FILTERS, q }));
    for (const q of ['Ojvind', 'Oejvind', 'øjvind', 'OJVIND', 'Baek', 'bæk', 'Øj B']) expect(search(q), q).toEqual(['Øjvind']);
    for (const q of ['Aase', 'Ase', 'åse']) expect(search(q), q).toEqual(['Åse']);
    expect(search('!!')).toEqual([]);
  });

  it('filters by team (or none), role (Spiller includes unpaid invitees), membership and payment status', () => {
    const filter = (f: Partial<typeof DEFAULT_FILTERS>) =>
      names(applyFilters(people, { ...DEFAULT_FILTERS, ...f }));
    expect(filter({ team: 'senior_2' })).toEqual(['Åse']);
    expect(filter({ team: '-' })).toEqual(['Anna']);
    expect(filter({ role: 'player' })).toEqual(['Bo', 'Øjvind']);
    expect(filter({ membership: 'inactive' })).toEqual(['Anna']);
    expect(filter({ payment: 'outstanding' })).toEqual(['Anna']);
    expect(filter({ payment: 'paid', role: 'player' })).toEqual(['Bo', 'Øjvind']);
    expect(filter({ payment: 'none' })).toEqual(['Åse']);
    expect(paymentState(person(9, { totalPayments: 500, pendingPayments: 2 }))).toBe('outstanding');
  });

  it('sorts by name in Danish order (æ, ø, å last) and by other columns, with the name breaking ties', () => {
    expect(names(applyFilters(people, DEFAULT_FILTERS))).toEqual(['Anna', 'Bo', 'Øjvind', 'Åse']);
    expect(names(applyFilters(people, { ...DEFAULT_FILTERS, dir: 'desc' }))).toEqual([
      'Åse',
      'Øjvind',
      'Bo',
      'Anna',
    ]);
    expect(names(applyFilters(people, { ...DEFAULT_FILTERS, sort: 'paid', dir: 'desc' }))).toEqual([
      'Øjvind',
      'Bo',
      'Anna',
      'Åse',
    ]);
    expect(names(applyFilters(people, { ...DEFAULT_FILTERS, sort: 'membership' }))).toEqual([
      'Bo',
      'Øjvind',
      'Åse',
      'Anna',
    ]);
  });

  it('round-trips the filters through the URL, leaving defaults and other parameters alone', () => {
    const params = writeFilters(new URLSearchParams('tab=arrears'), {
      ...DEFAULT_FILTERS,
      q: 'bo',
      payment: 'outstanding',
      dir: 'desc',
    });
    expect(params.toString()).toBe('tab=arrears&q=bo&payment=outstanding&dir=desc');
    expect(readFilters(params)).toEqual({ ...DEFAULT_FILTERS, q: 'bo', payment: 'outstanding', dir: 'desc' });
    expect(readFilters(new URLSearchParams('sort=evil&payment=x&membership=y'))).toEqual(DEFAULT_FILTERS);
  });
});
