import { describe, expect, it } from 'vitest';
import type { MemberImportRow } from '@common/contracts/member-import';
import { checkRows, type CheckContext } from './check-rows';

const ctx: CheckContext = {
  actor: { id: 1, role: 'board' },
  teams: [{ code: 'motionsholdet', displayName: 'Motionsholdet', dbuName: 'RU Motionshold' }],
  existing: [],
  takenMemberNumbers: new Set(['RU-0005']),
  nextMemberNumber: 61,
  today: '2026-11-27',
  shortName: 'RU',
};
/** The notes about member numbers (a row without an e-mail also has one about invitations). */
const numberNotes = (notes: string[]) => notes.filter((n) => n.startsWith('Medlemsnummer'));
const row = (line: number, values: MemberImportRow['values']): MemberImportRow => ({ line, values: { firstName: 'Ib', lastName: `Række${'x'.repeat(line)}`, ...values } });

describe('checkRows: member numbers', () => {
  it('keeps free numbers, counts the club’s next numbers after the highest kept, in row order', () => {
    const rows = checkRows([row(2, { memberNumber: '5' }), row(3, {}), row(4, { memberNumber: '300' }), row(5, { memberNumber: '0300' })], ctx);
    expect(rows.map((r) => [r.action, numberNotes(r.notes)])).toEqual([
      ['create', ['Medlemsnummer 5 er optaget; får RU-0301']],
      ['create', []],
      ['create', []],
      ['create', ['Medlemsnummer 0300 står også i række 4; får RU-0303']],
    ]);
  });

  it('lets neither a row with errors nor a skipped row hold a number or move the numbering', () => {
    const rows = checkRows([row(2, { memberNumber: '900', email: 'ikke en adresse' }), row(3, { memberNumber: '900' }), row(4, { memberNumber: 'RU-0005' })], ctx);
    expect(rows.map((r) => [r.action, numberNotes(r.notes)])).toEqual([
      ['error', []],
      ['create', []],
      ['create', ['Medlemsnummer RU-0005 er optaget; får RU-0901']],
    ]);
    const alone = checkRows([row(2, { memberNumber: '900', email: 'ikke en adresse' }), row(3, { memberNumber: '5' })], ctx);
    expect(numberNotes(alone[1]!.notes)).toEqual(['Medlemsnummer 5 er optaget; får RU-0061']);
  });
});

describe('checkRows: another club', () => {
  it('numbers and names members with the club’s short name (decision 105)', () => {
    const vb = { ...ctx, shortName: 'VB', takenMemberNumbers: new Set(['VB-0005']) };
    const rows = checkRows([row(2, { memberNumber: '5', role: 'VB Medlem', paidUntil: '31-12-2027' }), row(3, { memberNumber: 'vb-0007' })], vb);
    expect(rows.map((r) => [r.action, r.person?.role, r.person?.memberNumber ?? null, numberNotes(r.notes)])).toEqual([
      ['create', 'member', null, ['Medlemsnummer 5 er optaget; får VB-0061']],
      ['create', 'player', 'VB-0007', []],
    ]);
  });
});
