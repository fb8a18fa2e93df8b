import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberImportPreview, MemberImportResult, MemberImportRow } from '@common/contracts/member-import';
import type { Role } from '@common/domain/roles';
import { recoveryLinks, users } from '../../db/schema';
import { buildUser } from '../../test/factories/users';
import { multipartBody } from '../../test/multipart-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { xlsxFile } from '../../test/xlsx-writer';

const NOW = new Date('2026-11-27T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // The signed-in people exist before any count is taken.
  for (const role of ['admin', 'board', 'coach', 'player', 'member', 'none'] as const) await t.roleUser(role);
});
afterAll(() => t.close());

const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const people = async () => (await t.deps.db.select({ n: count() }).from(users))[0]!.n;
const byEmail = async (email: string) => (await t.deps.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
let unique = 0;
/** Addresses no other test uses. */
const mail = (name: string) => `${name}.${++unique}.${Date.now().toString(36)}@example.dk`;

async function preview(role: Role, content: Uint8Array, fields: Record<string, string> = {}, filename = 'medlemmer.csv') {
  const { payload, headers } = multipartBody(fields, [{ name: 'file', filename, content }]);
  return t.request({ method: 'POST', url: '/api/admin/members/import/preview', headers: { ...headers, ...(await t.roleUser(role)).headers }, payload });
}
async function send(role: Role, url: 'check' | 'confirm', rows: MemberImportRow[]) {
  return t.request({
    method: 'POST',
    url: url === 'check' ? '/api/admin/members/import/check' : '/api/admin/members/import',
    headers: (await t.roleUser(role)).headers,
    payload: { rows },
  });
}
/** The rows as the client sends them back: values, and the choice made for people who exist. */
const back = (p: MemberImportPreview, choices: Record<number, 'update' | 'skip' | 'create'> = {}): MemberImportRow[] =>
  p.rows.map((r) => ({ line: r.line, values: r.values, ...(choices[r.line] ? { onExisting: choices[r.line] } : {}) }));

describe('member import: preview, correct, confirm', () => {
  it('previews a Windows-1252 semicolon list, writes nothing, then imports the valid rows in one go', async () => {
    const a = mail('soeren');
    const b = mail('aase');
    const c = mail('mette');
    const file = cp1252(
      'Medlemsliste fra Holdsport\r\n' +
        'Fornavn;Efternavn;E-mail;Mobil;Hold;Fødselsdato;Adresse;Postnr.;By;Trøjenummer;Medlemsnummer;Rolle;Medlemskab udløber\r\n' +
        `Søren;Ærø;${a};+45 12 34 56 01;Senior 1;03-05-1990;Vænget 3;2500;Valby;7;9001;Spiller;\r\n` +
        `Åse;Bøgh;${b};12345602;senior 2;3.5.1991;Åvej 1;2100;København Ø;;;Spiller;31-12-2027\r\n` +
        `Mette;Østergård;${c};;;03/05/1992;;;;;;RU Medlem;\r\n` +
        'Jens;Hansen;jens(at)example.dk;12345604;Senior 1;;;;;;;;\r\n' +
        'Ole;Olsen;;12345605;Oldboys Øst;;;;;;;;\r\n' +
        'Ida;Ibsen;;;;1990-05-03;;;;;;Træner;\r\n',
    );
    const before = await people();
    const res = await preview('board', file);
    expect(res.statusCode).toBe(200);
    const p = res.json<MemberImportPreview>();
    expect(await people()).toBe(before);
    expect(p.counts).toEqual({ create: 4, update: 0, skip: 0, error: 2 });
    expect(p.rows.map((r) => [r.line, r.action, r.role, r.teamName, r.errors.map((e) => `${e.field}: ${e.message}`)])).toEqual([
      [3, 'create', 'none', 'Senior 1', []],
      [4, 'create', 'player', 'Senior 2', []],
      [5, 'create', 'member', null, []],
      [6, 'error', null, 'Senior 1', ['email: Ugyldig email']],
      [7, 'error', null, null, ['team: Ukendt hold "Oldboys Øst"']],
      [8, 'create', 'coach', null, []],
    ]);
    expect(p.rows[5]!.notes).toEqual(['Ingen e-mail: kan ikke inviteres, før en adresse er tilføjet']);

    // The two rows are corrected in the preview and checked again by the server.
    const rows = back(p);
    rows[3]!.values.email = mail('jens');
    rows[4]!.values.team = 'Senior 3';
    const checked = (await send('board', 'check', rows)).json<MemberImportPreview>();
    expect(checked.counts).toEqual({ create: 6, update: 0, skip: 0, error: 0 });
    expect(await people()).toBe(before);

    const done = await send('board', 'confirm', rows);
    expect(done.statusCode).toBe(200);
    const result = done.json<MemberImportResult>();
    expect(result.message).toBe('6 oprettet, 0 opdateret');
    expect(result.created.map((x) => [x.line, x.firstName])).toEqual([[3, 'Søren'], [4, 'Åse'], [5, 'Mette'], [6, 'Jens'], [7, 'Ole'], [8, 'Ida']]);
    expect(await people()).toBe(before + 6);

    const soren = (await byEmail(a))!;
    expect(soren).toMatchObject({
      firstName: 'Søren', lastName: 'Ærø', phoneNumber: '12345601', team: 'serie_3_pulje_5', birthDate: '1990-05-03',
      address: 'Vænget 3', postalCode: '2500 Valby', jerseyNumber: 7, memberNumber: 'RU-9001', role: 'none',
      passwordHash: null, emailConfirmedAt: null, membershipType: 'player', membershipStatus: 'inactive', manualMembership: false,
    });
    // Paid until 31-12-2027: a player with the club's membership through that day (Copenhagen).
    expect(await byEmail(b)).toMatchObject({
      role: 'player', team: 'serie_5_pulje_6', membershipType: 'player', membershipStatus: 'active', manualMembership: true,
      membershipExpiresAt: new Date('2027-12-31T23:00:00Z'),
    });
    expect(await byEmail(c)).toMatchObject({ role: 'member', membershipType: 'ru_member', membershipStatus: 'inactive' });
    const ida = (await t.deps.db.select().from(users).where(eq(users.id, result.created[5]!.id)))[0]!;
    expect(ida).toMatchObject({ email: null, role: 'coach', membershipType: 'ru_member', membershipStatus: 'active' });
    // The kept number moved the club's numbering past it.
    expect(result.created[1]!.memberNumber > 'RU-9001').toBe(true);
  });

  it('reads the same list from an .xlsx, and refuses a formula in a name and a formula without its value', async () => {
    const file = xlsxFile([
      ['Navn', 'E-mail', 'Fødselsdato', 'Hold'],
      ['Karen Blixen', mail('karen'), { date: '1985-04-17' }, 'Senior 1'],
      [{ formula: 'HYPERLINK("http://x")', value: 'Klik her' }, mail('x'), null, null],
      ['=HYPERLINK("http://x")', mail('y'), null, null],
      [{ formula: 'A2' }, mail('z'), null, null],
    ]);
    const p = (await preview('admin', file, {}, 'medlemmer.xlsx')).json<MemberImportPreview>();
    expect(p.rows.map((r) => [r.line, r.action, r.values.birthDate ?? null, r.errors.map((e) => e.message)])).toEqual([
      [2, 'create', '1985-04-17', []],
      // A formula's stored value is read as any text: 'Klik' 'her' is a name.
      [3, 'create', null, []],
      [4, 'error', null, ['Feltet er en formel, ikke en værdi. Skriv værdien i stedet.', 'Efternavn er påkrævet']],
      [5, 'error', null, ['Feltet er en formel, ikke en værdi. Skriv værdien i stedet.', 'Efternavn er påkrævet']],
    ]);
  });

  it('lists duplicates in the file as row errors: the same e-mail 3,000 times is one person and 2,999 errors', async () => {
    const same = mail('same');
    const text = 'Fornavn;Efternavn;E-mail;Mobil\n' + Array.from({ length: 3000 }, (_, i) => `Per;Hansen;${same};${String(20000000 + i)}\n`).join('') + 'Lis;Hansen;;20000001\n';
    const p = (await preview('board', utf8(text))).json<MemberImportPreview>();
    expect(p.counts).toEqual({ create: 1, update: 0, skip: 0, error: 3000 });
    expect(p.rows[1]!.errors).toEqual([{ field: 'email', message: 'Samme e-mail som række 2' }]);
    expect(p.rows[3000]!.errors).toEqual([{ field: 'phone', message: 'Samme mobilnummer som række 3' }]);
  });

  it('finds people who exist by e-mail, phone or name and birth date; updates or skips as chosen, never the e-mail or role directly', async () => {
    const known = await buildUser(t.deps.db, { firstName: 'Kim', lastName: 'Kjær', email: mail('kim'), phoneNumber: '30303030', role: 'player', team: 'serie_5_pulje_6' });
    const byPhone = await buildUser(t.deps.db, { firstName: 'Lone', lastName: 'Lund', phoneNumber: '31313131', role: 'member' });
    const byName = await buildUser(t.deps.db, { firstName: 'Bo', lastName: 'Bæk', birthDate: '1980-01-02', role: 'player' });
    const admin = await buildUser(t.deps.db, { firstName: 'Ada', lastName: 'Admin', email: mail('ada'), role: 'admin' });
    const newAddress = mail('lone.ny');
    const rows: MemberImportRow[] = [
      { line: 2, values: { firstName: 'Kim', lastName: 'Kjær', email: known.email!.toUpperCase(), address: 'Ny Vej 1', team: 'Senior 1' } },
      { line: 3, values: { firstName: 'Lone', lastName: 'Lund', email: newAddress, phone: '+45 31 31 31 31', role: 'Træner' } },
      { line: 4, values: { firstName: 'Bo', lastName: 'Baek', birthDate: '02-01-1980' } },
      { line: 5, values: { firstName: 'Ada', lastName: 'Admin', email: admin.email!, role: 'Spiller' } },
    ];
    const p = (await send('board', 'check', rows)).json<MemberImportPreview>();
    expect(p.rows.map((r) => [r.action, r.existing?.id, r.existing?.matchedBy])).toEqual([
      ['skip', known.id, 'email'],
      ['skip', byPhone.id, 'phone'],
      ['skip', byName.id, 'nameAndBirthDate'],
      ['skip', admin.id, 'email'],
    ]);
    const chosen = (await send('board', 'check', rows.map((r) => ({ ...r, onExisting: 'update' })))).json<MemberImportPreview>();
    expect(chosen.rows.map((r) => [r.action, r.errors.map((e) => e.message)])).toEqual([
      ['update', []],
      ['update', []],
      ['update', []],
      ['error', ['Du kan ikke ændre Ada Admin']],
    ]);
    expect(chosen.rows[1]!.notes).toEqual([`Ny e-mail ${newAddress}: skiftes, når Lone bekræfter den fra sin indbakke`]);

    const result = (await send('board', 'confirm', [
      { ...rows[0]!, onExisting: 'update' },
      { ...rows[1]!, onExisting: 'update' },
      { ...rows[2]!, onExisting: 'skip' },
      { ...rows[3]!, onExisting: 'update' },
    ])).json<MemberImportResult>();
    expect(result.counts).toEqual({ create: 0, update: 2, skip: 1, error: 1 });
    const [kim] = await t.deps.db.select().from(users).where(eq(users.id, known.id));
    expect(kim).toMatchObject({ address: 'Ny Vej 1', team: 'serie_3_pulje_5', email: known.email, role: 'player' });
    const [lone] = await t.deps.db.select().from(users).where(eq(users.id, byPhone.id));
    // The role through the role rule (board may make a coach); the address only once its owner confirms it.
    expect(lone).toMatchObject({ role: 'coach', email: byPhone.email });
    const links = await t.deps.db.select().from(recoveryLinks).where(eq(recoveryLinks.userId, byPhone.id));
    expect(links.map((l) => [l.purpose, l.newEmail])).toEqual([['email_change', newAddress]]);
    const [bo] = await t.deps.db.select().from(users).where(eq(users.id, byName.id));
    expect(bo!.lastName).toBe('Bæk');
  });

  it('keeps a free member number, gives the next one for a taken one and says so', async () => {
    await buildUser(t.deps.db, { memberNumber: 'RU-0123' });
    const rows: MemberImportRow[] = [
      { line: 2, values: { firstName: 'Nr', lastName: 'Optaget', memberNumber: '123', email: mail('nr1') } },
      { line: 3, values: { firstName: 'Nr', lastName: 'Fri', memberNumber: '7777', email: mail('nr2') } },
      { line: 4, values: { firstName: 'Nr', lastName: 'Igen', memberNumber: 'RU-7777', email: mail('nr3') } },
    ];
    const p = (await send('admin', 'check', rows)).json<MemberImportPreview>();
    expect(p.rows[0]!.notes).toEqual([expect.stringMatching(/^Medlemsnummer 123 er optaget; får RU-\d{4}$/)]);
    expect(p.rows[1]!.notes).toEqual([]);
    expect(p.rows[2]!.notes).toEqual([expect.stringMatching(/^Medlemsnummer RU-7777 står også i række 3; får RU-\d{4}$/)]);
    const given = p.rows[0]!.notes[0]!.split('får ')[1];
    const result = (await send('admin', 'confirm', rows)).json<MemberImportResult>();
    expect(result.created.map((c) => c.memberNumber)).toEqual([given, 'RU-7777', p.rows[2]!.notes[0]!.split('får ')[1]]);
    // A later sign-up gets a number after the kept one.
    const later = await buildUser(t.deps.db, {});
    expect(Number(later.memberNumber.slice(3))).toBeGreaterThan(7777);
  });

  it('keeps the role rule: the board can never make an admin; a coach cannot import at all', async () => {
    const rows: MemberImportRow[] = [{ line: 2, values: { firstName: 'Ny', lastName: 'Admin', role: 'Administrator' } }];
    const p = (await send('board', 'check', rows)).json<MemberImportPreview>();
    expect(p.rows[0]!.errors).toEqual([{ field: 'role', message: 'Du kan ikke give rollen Admin' }]);
    const before = await people();
    expect((await send('board', 'confirm', rows)).json<MemberImportResult>().counts).toEqual({ create: 0, update: 0, skip: 0, error: 1 });
    expect(await people()).toBe(before);
    expect((await send('admin', 'check', rows)).json<MemberImportPreview>().rows[0]!.action).toBe('create');
    for (const role of ['coach', 'player', 'member', 'none'] as const) {
      expect((await preview(role, utf8('Fornavn;Efternavn\nA;B\n'))).statusCode, role).toBe(403);
      expect((await send(role, 'check', rows)).statusCode, role).toBe(403);
      expect((await send(role, 'confirm', rows)).statusCode, role).toBe(403);
    }
  });

  it('checks every row again on confirm: an edited row that turned bad, or a person created meanwhile, is not written', async () => {
    const taken = mail('meanwhile');
    const rows: MemberImportRow[] = [
      { line: 2, values: { firstName: 'God', lastName: 'Række', email: mail('god') } },
      { line: 3, values: { firstName: 'Imens', lastName: 'Oprettet', email: taken } },
      { line: 4, values: { firstName: 'Rettet', lastName: 'Forkert', email: 'ikke-en-adresse', jerseyNumber: '120' } },
    ];
    const p = (await send('board', 'check', rows.slice(0, 2))).json<MemberImportPreview>();
    expect(p.counts.create).toBe(2);
    await buildUser(t.deps.db, { email: taken, firstName: 'Imens', lastName: 'Oprettet' });
    const before = await people();
    const result = (await send('board', 'confirm', rows)).json<MemberImportResult>();
    expect(result.counts).toEqual({ create: 1, update: 0, skip: 1, error: 1 });
    expect(result.notWritten).toEqual([
      { line: 3, reason: 'Sprunget over' },
      { line: 4, reason: 'Ugyldig email; Trøjenummer skal være et tal mellem 1 og 99' },
    ]);
    expect(await people()).toBe(before + 1);
  });

  it('writes every valid row in one transaction, or none: one failing write leaves nothing written', async () => {
    const existing = await buildUser(t.deps.db, { firstName: 'Fejl', lastName: 'Fri', email: mail('fejl') });
    await t.deps.db.execute(sql`alter table users add constraint test_no_broken_street check (address is distinct from 'Knækket Vej 1')`);
    try {
      const news = Array.from({ length: 20 }, (_, i) => ({ line: i + 2, values: { firstName: 'Alt', lastName: `Ellerintet${'a'.repeat(i + 1)}`, email: mail(`alt${i}`) } }));
      const rows: MemberImportRow[] = [
        ...news,
        { line: 30, values: { firstName: 'Fejl', lastName: 'Fri', email: existing.email!, address: 'Knækket Vej 1' }, onExisting: 'update' },
      ];
      expect((await send('admin', 'check', rows)).json<MemberImportPreview>().counts).toEqual({ create: 20, update: 1, skip: 0, error: 0 });
      const before = await people();
      const res = await send('admin', 'confirm', rows);
      expect(res.statusCode).toBe(500);
      expect(await people()).toBe(before);
      const emails = news.map((r) => r.values.email.toLowerCase());
      expect(await t.deps.db.select().from(users).where(inArray(sql`lower(${users.email})`, emails))).toEqual([]);
    } finally {
      await t.deps.db.execute(sql`alter table users drop constraint test_no_broken_street`);
    }
  });
});

describe('member import: the fixtures, as Holdsport and DBU KlubOffice export them', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name)));

  it('reads the same 40 people from the Windows-1252 CSV and the .xlsx, with the same two rows wrong', async () => {
    const csv = (await preview('board', fixture('medlemmer-holdsport.csv'))).json<MemberImportPreview>();
    const xlsx = (await preview('board', fixture('medlemmer-kluboffice.xlsx'), {}, 'medlemmer.xlsx')).json<MemberImportPreview>();
    for (const p of [csv, xlsx]) {
      expect(p.counts).toEqual({ create: 38, update: 0, skip: 0, error: 2 });
      expect(p.rows.filter((r) => r.errors.length).map((r) => r.errors.map((e) => e.message))).toEqual([
        ['Ugyldig email'],
        ['Ukendt hold "Motionshold 2"'],
      ]);
    }
    const person = (p: MemberImportPreview, i: number) => ({ ...p.rows[i]!.values, role: p.rows[i]!.role, teamName: p.rows[i]!.teamName });
    expect(person(csv, 1)).toEqual({
      firstName: 'Mikkel', lastName: 'Frølund', email: 'mikkel.froelund@ru-medlem.dk', phone: '+45 40 11 20 37', team: 'Motionsholdet',
      birthDate: '08-02-1986', address: 'Østerbrogade 101, 3. th.', postalCode: '2100 København Ø', jerseyNumber: '2', memberNumber: '502',
      role: 'none', teamName: 'Motionsholdet',
    });
    expect(person(xlsx, 1)).toMatchObject({ firstName: 'Mikkel', lastName: 'Frølund', birthDate: '1986-02-08', postalCode: '2100 København Ø', phone: '40112037', memberNumber: '502' });
    expect(csv.rows[0]!.role).toBe('coach');
    // The formula column 'Alder' is read (by its stored values) but not kept: no field of the app.
    expect(xlsx.columns.find((c) => c.header === 'Alder')).toMatchObject({ field: null, examples: ['41', '40', '39'] });
  });
});

describe('member import: files refused whole', () => {
  it('says why in Danish and writes nothing', async () => {
    const before = await people();
    const cases: Array<[Uint8Array, number, string]> = [
      [utf8(''), 400, 'Filen er tom'],
      [utf8('Fornavn;Efternavn;E-mail\r\n'), 400, 'Filen har kun overskrifter og ingen medlemmer'],
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]), 400, 'Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)'],
      [new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41), 413, 'Filen er for stor (højst 5 MB)'],
    ];
    for (const [content, status, message] of cases) {
      const res = await preview('board', content, {}, 'medlemmer.xlsx');
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const form = multipartBody({ columns: '' }, []);
    const none = await t.request({ method: 'POST', url: '/api/admin/members/import/preview', headers: { ...form.headers, ...(await t.roleUser('board')).headers }, payload: form.payload });
    expect(none.json()).toMatchObject({ message: 'Vælg en fil (.csv eller .xlsx)', errors: { file: 'Vælg en fil (.csv eller .xlsx)' } });
    const badColumns = await preview('board', utf8('Fornavn;Efternavn\nA;B\n'), { columns: '["nope"]' });
    expect(badColumns.json().message).toBe('Ugyldigt valg af kolonner');
    expect(await people()).toBe(before);
  });

  it('refuses an empty or oversized list of rows sent back', async () => {
    expect((await send('board', 'check', [])).json().message).toBe('Der er ingen rækker at importere');
    const tooMany = Array.from({ length: 5001 }, (_, i) => ({ line: i + 2, values: { firstName: 'A' } }));
    expect((await send('board', 'confirm', tooMany)).json().message).toBe('Højst 5.000 rækker ad gangen');
  });
});
