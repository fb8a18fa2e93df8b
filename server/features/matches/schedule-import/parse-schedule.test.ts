import { describe, expect, it } from 'vitest';
import { instantToCopenhagen } from '@common/domain/time';
import { parseSchedule, ScheduleFileError } from './parse-schedule';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 as Excel writes it; æøåÆØÅé are the same bytes as Latin-1. */
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

const wall = (d: Date) => {
  const { date, time } = instantToCopenhagen(d);
  return `${date} ${time}`;
};

describe('parseSchedule', () => {
  it('imports a Danish header file saved by Excel in Windows-1252 with ; and CRLF', () => {
    const file = cp1252(
      'Kampnr;Dato;Kl.;Hjemmehold;Udehold;Spillested;Række\r\n' +
        '4711;12.04.2026;14:00;RU;Brønshøj BK;Valby Idrætspark, bane 3;Serie 3\r\n' +
        '4712;19.04.2026;10.30;Østerbro IF;RU;Fælledparken;Serie 3\r\n',
    );
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(errors).toEqual([]);
    expect(matches).toHaveLength(2);
    expect(matches[0]).toMatchObject({ line: 2, opponent: 'Brønshøj BK', venue: 'home', location: 'Valby Idrætspark, bane 3', matchNumber: '4711' });
    expect(wall(matches[0]!.date)).toBe('2026-04-12 14:00');
    expect(matches[1]).toMatchObject({ opponent: 'Østerbro IF', venue: 'away', location: 'Fælledparken' });
    expect(wall(matches[1]!.date)).toBe('2026-04-19 10:30');
  });

  it('imports English headers in another order, comma-delimited with quotes, UTF-8 with BOM', () => {
    const file = utf8Bom('Venue,Away,Home,Time,Date\n"Valby, bane 1",RU 2,"Hvidovre IF, 2",18:30,3/10/2026\n');
    const { matches, errors } = parseSchedule(file, 'RU 2');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'Hvidovre IF, 2', venue: 'away', location: 'Valby, bane 1', matchNumber: null });
    expect(wall(matches[0]!.date)).toBe('2026-10-03 18:30');
  });

  it('takes a file without a header row in the spec order (date, time, home, away, venue), tab-delimited', () => {
    const { matches, errors } = parseSchedule(utf8('12-04-2026\t14:00\tRU\tB.93\tValby\n'), 'ru');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'B.93', venue: 'home', location: 'Valby' });
  });

  it('reads a DBU-style export with a weekday column (Dag) beside the date and a result column', () => {
    const file = cp1252('Kampnr;Dag;Dato;Tid;Hjemmehold;Udehold;Spillested;Resultat\r\n271834;Lør;12.04.2026;14:00;Brønshøj BK;RU;Brønshøj Idrætspark;-\r\n');
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'Brønshøj BK', venue: 'away', matchNumber: '271834', day: '2026-04-12' });
  });

  it('reads a file written from the club’s side: Modstander and H/U, no home-team column', () => {
    const file = utf8(
      'Dato;Kl.;Modstander;H/U;Bane\n' +
        '12/04/2026;14:00;Brønshøj BK;H;Valby Idrætspark\n' +
        '19/04/2026;10:30;Østerbro IF;Ude;Fælledparken\n' +
        '26/04/2026;14:00;B.93;?;Valby\n' +
        '03/05/2026;14:00;RU;H;Valby\n' +
        '10/05/2026;14:00;Fremad;;Valby\n',
    );
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(matches.map((m) => [m.opponent, m.venue, m.location])).toEqual([
      ['Brønshøj BK', 'home', 'Valby Idrætspark'],
      ['Østerbro IF', 'away', 'Fælledparken'],
    ]);
    expect(errors).toEqual([
      'Linje 4: Ukendt H/U "?" (brug H for hjemme eller U for ude)',
      'Linje 5: Modstanderen "RU" er holdet selv',
      'Linje 6: H/U mangler (H for hjemme, U for ude)',
    ]);
    expect(parseSchedule(utf8('Date,Time,Opponent,Home/Away\n12/04/2026,14:00,B.93,Away\n'), 'RU').matches[0]).toMatchObject({ opponent: 'B.93', venue: 'away' });
  });

  it('says which column is missing when a club-side file has no H/U', () => {
    expect(() => parseSchedule(utf8('Dato;Tid;Modstander;Bane\n12/04/2026;14:00;B.93;Valby\n'), 'RU')).toThrow('Filen mangler kolonnen Hjemmehold eller H/U');
  });

  it('finds the header below a title line and takes "Modstander" as the away column', () => {
    const file = utf8('Kampprogram efterår 2026\n\nDato;Tid;Hjemme;Modstander\n12/04/2026;14:00;Fremad Valby;RU\n');
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'Fremad Valby', venue: 'away', line: 4 });
  });

  it('reports every bad row with its line number and a Danish reason, and keeps the good ones', () => {
    const file = utf8(
      [
        'Dato;Tid;Hjemme;Ude;Spillested',
        '31/02/2026;14:00;RU;B.93;Valby',
        '12/04/2026;25:00;RU;B.93;Valby',
        '12/04/2026;14:00;Fremad;B.93;Valby',
        '13/04/2026;14:00;RU;RU;Valby',
        '14/04/2026;14:00;RU;;Valby',
        ';;;;',
        '15/04/2026;14:00;RU;Husum BK;Valby',
        '15/04/2026;16:00;RU;husum bk;Valby',
        '16/04/2026;;RU;Husum BK;Valby',
      ].join('\n'),
    );
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(matches.map((m) => m.line)).toEqual([8]);
    expect(errors).toEqual([
      'Linje 2: Ugyldig dato "31/02/2026" (brug DD/MM/ÅÅÅÅ)',
      'Linje 3: Ugyldigt tidspunkt "25:00" (brug TT:MM)',
      'Linje 4: Hverken "Fremad" eller "B.93" er holdets DBU-navn "RU"',
      'Linje 5: Begge hold hedder "RU"',
      'Linje 6: Udehold mangler',
      'Linje 9: Samme kamp som linje 8',
      'Linje 10: Tidspunkt mangler',
    ]);
  });

  it('uses the match number to tell matches apart when there is one', () => {
    const file = utf8('Kampnr;Dato;Tid;Hjemme;Ude\n1;12/04/2026;10:00;RU;B.93\n2;12/04/2026;14:00;RU;B.93\n2;13/04/2026;14:00;RU;B.93\n');
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(matches.map((m) => m.matchNumber)).toEqual(['1', '2']);
    expect(errors).toEqual(['Linje 4: Samme kamp som linje 3']);
  });

  it('refuses files that hold nothing usable', () => {
    expect(() => parseSchedule(utf8(''), 'RU')).toThrow(ScheduleFileError);
    expect(() => parseSchedule(utf8('\n;;;\n\n'), 'RU')).toThrow('Filen indeholder ingen kampe');
    expect(() => parseSchedule(utf8('Dato;Tid;Hjemme;Ude\n'), 'RU')).toThrow('Filen indeholder ingen kampe');
    expect(() => parseSchedule(utf8('Dato;Tid;Spillested\n12/04/2026;14:00;Valby\n'), 'RU')).toThrow('Filen mangler kolonnen Hjemmehold, Udehold');
  });

  it('reads a 5,000-row programme', () => {
    const lines = ['Kampnr;Dato;Tid;Hjemme;Ude;Spillested'];
    for (let i = 0; i < 5000; i++) {
      const day = (i % 28) + 1;
      const month = (Math.floor(i / 28) % 12) + 1;
      lines.push(`${i};${day}/${month}/${2026 + Math.floor(i / 336)};14:00;${i % 2 ? 'RU' : 'Modstander ' + i};${i % 2 ? 'Modstander ' + i : 'RU'};Bane ${i}`);
    }
    const { matches, errors } = parseSchedule(utf8(lines.join('\r\n')), 'RU');
    expect(errors).toEqual([]);
    expect(matches).toHaveLength(5000);
  });
});
