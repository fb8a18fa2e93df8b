/**
 * Writes the member lists the import's tests and the e2e journey read (decision 100), in the style
 * of real exports: 40 people of Motionsholdet (the demo club's team without demo players) with æøå
 * in names and streets, Danish headers; the first is the team's coach.
 *   server/test/fixtures/medlemmer-holdsport.csv  Holdsport/Conventus: Windows-1252, ';', a title line
 *   server/test/fixtures/medlemmer-kluboffice.xlsx  DBU KlubOffice / Excel: date cells, a formula column
 * Two rows are wrong on purpose: an e-mail without '@' and a team the club does not have.
 * Run: npx tsx scripts/member-import-fixtures.ts (the files are committed; run again only to change them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { xlsxFile, type XlsxCell } from '../server/test/xlsx-writer';

const PEOPLE: Array<[first: string, last: string, street: string, postal: string]> = [
  ['Søren', 'Kjærgaard', 'Ålekistevej 12', '2720 Vanløse'],
  ['Mikkel', 'Frølund', 'Østerbrogade 101, 3. th.', '2100 København Ø'],
  ['Jens-Ole', 'Bøgh', 'Hvidovrevej 8', '2650 Hvidovre'],
  ['Anders', 'Nørgaard', 'Søndre Fasanvej 33', '2500 Valby'],
  ['Frederik', 'Lærkesen', 'Tårnbyvej 4', '2770 Kastrup'],
  ['Rasmus', 'Højer', 'Gl. Køge Landevej 210', '2500 Valby'],
  ['Mathias', 'Ærenlund', 'Blågårdsgade 7', '2200 København N'],
  ['Jonas', 'Sørensen', 'Ørestads Boulevard 55', '2300 København S'],
  ['Kasper', 'Lyngbæk', 'Åboulevard 19', '1960 Frederiksberg C'],
  ['Oliver', 'Brøndum', 'Rødovrevej 90', '2610 Rødovre'],
  ['Emil', 'Damsgård', 'Strandvejen 140', '2900 Hellerup'],
  ['Magnus', 'Kløvedal', 'Vigerslev Allé 3', '2500 Valby'],
  ['Nikolaj', 'Østergaard', 'Bøgevej 2', '2650 Hvidovre'],
  ['Christian', 'Mølgaard', 'Amagerbrogade 180', '2300 København S'],
  ['Tobias', 'Bækgaard', 'Jægersborg Allé 14', '2920 Charlottenlund'],
  ['Lucas', 'Kjær', 'Nørrebrogade 66', '2200 København N'],
  ['Malthe', 'Fæster', 'Hørsholmvej 5', '2970 Hørsholm'],
  ['Sebastian', 'Høgh', 'Gammel Kongevej 88', '1850 Frederiksberg C'],
  ['William', 'Grønbæk', 'Toftegårds Allé 21', '2500 Valby'],
  ['Noah', 'Dalsgård', 'Kløverprisvej 9', '2650 Hvidovre'],
  ['Victor', 'Blæsbjerg', 'Ålholmvej 42', '2500 Valby'],
  ['Alexander', 'Løvengreen', 'Søborg Hovedgade 120', '2860 Søborg'],
  ['Mads-Emil', 'Krøyer', 'Valby Langgade 15', '2500 Valby'],
  ['Asger', 'Ravnkjær', 'Frederikssundsvej 230', '2700 Brønshøj'],
  ['Bjørn', 'Skovgård', 'Husumvej 7', '2700 Brønshøj'],
  ['Carl', 'Thøgersen', 'Ørnevej 3', '2400 København NV'],
  ['Daniel', 'Fogh', 'Tingbjerg Allé 11', '2700 Brønshøj'],
  ['Esben', 'Ågård', 'Kastrupvej 77', '2300 København S'],
  ['Gustav', 'Hjørnholm', 'Hvidkildevej 18', '2400 København NV'],
  ['Halfdan', 'Vestergård', 'Glostrupvej 41', '2610 Rødovre'],
  ['Ib', 'Møller', 'Bispebjerg Bakke 6', '2400 København NV'],
  ['Jakob', 'Nyrup', 'Sølvgade 24', '1307 København K'],
  ['Kristoffer', 'Ølgaard', 'Peter Bangs Vej 71', '2000 Frederiksberg'],
  ['Laurits', 'Præstø', 'Carl Jacobsens Vej 2', '2500 Valby'],
  ['Morten', 'Kærsgaard', 'Fælledvej 13', '2200 København N'],
  ['Niels', 'Åkjær', 'Englandsvej 300', '2770 Kastrup'],
  ['Oscar', 'Bødker', 'Roskildevej 150', '2500 Valby'],
  ['Peter', 'Sønderby', 'Tåsingegade 9', '2100 København Ø'],
  ['Rune', 'Grønlund', 'Hvidovre Strandvej 1', '2650 Hvidovre'],
  ['Thor', 'Ærtebjerg', 'Brønshøjvej 30', '2700 Brønshøj'],
];

/** ASCII the way people write their address: ø → oe, æ → ae, å → aa. */
const ascii = (text: string) =>
  text.toLowerCase().replace(/ø/g, 'oe').replace(/æ/g, 'ae').replace(/å/g, 'aa').replace(/[^a-z0-9-]+/g, '');

export interface FixturePerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  team: string;
  birthDate: string;
  street: string;
  postal: string;
  jersey: number | null;
  memberNumber: number;
  role: string;
  paidUntil: string | null;
}

/** The 40 people; row 6 has a broken address and row 9 a team that does not exist (rows of the CSV after its title and header). */
export const FIXTURE_PEOPLE: FixturePerson[] = PEOPLE.map(([firstName, lastName, street, postal], i) => ({
  firstName,
  lastName,
  email: `${ascii(firstName)}.${ascii(lastName)}@ru-medlem.dk`,
  phone: `40${String(10 + i).padStart(2, '0')}${String(2000 + i * 37).slice(-4)}`,
  team: 'Motionsholdet',
  birthDate: `${1985 + (i % 15)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
  street,
  postal,
  jersey: i < 30 ? i + 1 : null,
  memberNumber: 501 + i,
  role: i === 0 ? 'Træner' : 'Spiller',
  paidUntil: i % 4 === 0 ? '2027-03-31' : null,
}));
FIXTURE_PEOPLE[3]!.email = 'anders.noergaard(at)ru-medlem.dk';
FIXTURE_PEOPLE[6]!.team = 'Motionshold 2';

const danish = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** Holdsport / Conventus: Windows-1252 (as Excel saves 'CSV (semikolonsepareret)'), a title line, CRLF. */
function holdsportCsv(): Buffer {
  const header = ['Fornavn', 'Efternavn', 'E-mail', 'Mobil', 'Hold', 'Fødselsdato', 'Adresse', 'Postnr. og by', 'Trøjenummer', 'Medlemsnummer', 'Rolle', 'Medlemskab udløber'];
  const lines = [
    'Medlemsliste RU Fodbold – eksport 27.11.2026;;;;;;;;;;;',
    header.join(';'),
    ...FIXTURE_PEOPLE.map((p) =>
      [p.firstName, p.lastName, p.email, `+45 ${p.phone.slice(0, 2)} ${p.phone.slice(2, 4)} ${p.phone.slice(4, 6)} ${p.phone.slice(6)}`, p.team, danish(p.birthDate), p.street.includes(',') ? `"${p.street}"` : p.street, p.postal, p.jersey ?? '', p.memberNumber, p.role, p.paidUntil ? danish(p.paidUntil) : ''].join(';'),
    ),
  ];
  // Windows-1252: æøåÆØÅé are Latin-1 bytes; the title's – is 0x96.
  return Buffer.from(lines.join('\r\n').replace(/–/g, '\u0096') + '\r\n', 'latin1');
}

/** DBU KlubOffice / Excel: 'Navn' in one column, date cells, and an 'Alder' column of formulas with their stored values. */
function klubOfficeXlsx(): Buffer {
  const header: XlsxCell[] = ['Medlemsnr.', 'Navn', 'Fødselsdato', 'Alder', 'Adresse', 'Postnr.', 'By', 'Mobil', 'E-mail', 'Hold', 'Rolle', 'Medlemskab udløber'];
  const rows: XlsxCell[][] = FIXTURE_PEOPLE.map((p, i) => {
    const [postal, ...town] = p.postal.split(' ');
    const age = 2026 - Number(p.birthDate.slice(0, 4)) - (p.birthDate.slice(5) > '11-27' ? 1 : 0);
    return [
      p.memberNumber,
      `${p.firstName} ${p.lastName}`,
      { date: p.birthDate },
      { formula: `DATEDIF(C${i + 2},TODAY(),"Y")`, value: age },
      p.street,
      Number(postal),
      town.join(' '),
      Number(p.phone),
      p.email,
      p.team,
      p.role,
      p.paidUntil ? { date: p.paidUntil } : null,
    ];
  });
  return xlsxFile([header, ...rows], { sheetName: 'Medlemmer' });
}

export const FIXTURE_DIR = path.join(import.meta.dirname, '..', 'server', 'test', 'fixtures');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  writeFileSync(path.join(FIXTURE_DIR, 'medlemmer-holdsport.csv'), holdsportCsv());
  writeFileSync(path.join(FIXTURE_DIR, 'medlemmer-kluboffice.xlsx'), klubOfficeXlsx());
  console.log(`Wrote ${FIXTURE_PEOPLE.length} people to ${path.relative(process.cwd(), FIXTURE_DIR)}`);
}
