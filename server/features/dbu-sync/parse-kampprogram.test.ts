import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instantToCopenhagen } from '@common/domain/time';
import { programmePage } from './fake-dbu.test-helpers';
import { KampprogramParseError, parseKampprogram } from './parse-kampprogram';

const at = (d: Date) => {
  const { date, time } = instantToCopenhagen(d);
  return `${date} ${time}`;
};
const reference = new Date('2026-11-20T12:00:00Z');

describe('parseKampprogram (a team page on dbu.dk)', () => {
  const page = programmePage('Herrer S3, Efterår 2026, Pulje 5', [
    { matchId: '9001', number: '301', date: '06-09 2026', weekday: 'søn.', time: '13:00', home: 'RU', away: 'HB', stadium: 'Rødovre Stadion', result: [2, 1] },
    { matchId: '9002', number: '302', date: '13-09 2026', weekday: 'søn.', time: '11:00', home: 'FC Culpa', away: 'RU', result: 'HHT' },
    { date: '20-09 2026', weekday: 'søn.', time: '00:00', home: 'RU', away: 'Oversidder' },
    { matchId: '9006', number: '306', date: '27-09 2026', weekday: 'søn.', time: '14:00', home: 'N&#xF8;rrebro United 2', away: 'RU', stadium: 'Idr&#xE6;tsanl&#xE6;g', result: [1, 1], penalties: '4 - 5' },
    { matchId: '9003', number: '303', date: '06-12 2026', weekday: 'lør.', time: '13:00', home: 'RU', away: 'BK Frem', stadium: 'Valby Idrætspark' },
  ]);

  it('reads each match once: phone duplicates and ad rows left out, the bye skipped, ids from the links', () => {
    const matches = parseKampprogram(page, reference);
    expect(matches.map((m) => [m.dbuId, m.matchNumber, at(m.kickoff), m.home, m.away, m.homeScore, m.awayScore, m.forfeit, m.stadium])).toEqual([
      ['9001', '301', '2026-09-06 13:00', 'RU', 'HB', 2, 1, null, 'Rødovre Stadion'],
      ['9002', '302', '2026-09-13 11:00', 'FC Culpa', 'RU', null, null, 'HHT', null],
      ['9006', '306', '2026-09-27 14:00', 'Nørrebro United 2', 'RU', 1, 1, null, 'Idrætsanlæg'],
      ['9003', '303', '2026-12-06 13:00', 'RU', 'BK Frem', null, null, null, 'Valby Idrætspark'],
    ]);
  });

  it('says so when the page has no programme', () => {
    expect(() => parseKampprogram('<html><body><table><tr><td>Menu</td></tr></table></body></html>', reference)).toThrow(KampprogramParseError);
    expect(() => parseKampprogram('Ingen kampe her', reference)).toThrow(KampprogramParseError);
  });

  it('reads the real page text (dbubornholm.dk, phone layout without years): results and forfeits', () => {
    const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/kampprogram-text-dbubornholm-5453_468210.txt'), 'utf8');
    const matches = parseKampprogram(text, new Date('2025-10-01T12:00:00Z'));
    expect(matches.slice(0, 5).map((m) => [at(m.kickoff), m.home, m.away, m.homeScore, m.awayScore, m.forfeit])).toEqual([
      ['2025-08-14 19:00', 'Sallingsund FC', 'Røde Stjerne', 2, 4, null],
      ['2025-08-22 18:30', 'Sallingsund FC', 'Roslev IK', null, null, 'UHT'],
      ['2025-09-01 18:30', 'Sallingsund FC', 'MorsØ FC', 7, 1, null],
      ['2025-09-07 16:00', 'Oddense/Spøttrup', 'Sallingsund FC', 2, 1, null],
      ['2025-09-14 13:00', 'Fursund IF', 'Sallingsund FC', null, null, 'HHT'],
    ]);
  });
});
