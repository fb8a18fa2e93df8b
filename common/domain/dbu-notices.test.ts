import { describe, expect, it } from 'vitest';
import { matchMovedText, syncedText } from './dbu-notices';

describe('the DBU sync’s words', () => {
  it('says a moved match in the app’s date style', () => {
    const date = new Date('2025-12-06T12:00:00Z'); // lør. 6. dec. 13:00 in Copenhagen
    expect(matchMovedText({ opponent: 'BK Frem', date, location: null, movedTime: true, movedPlace: false })).toBe(
      'Kampen mod BK Frem er flyttet til lør. 6. dec. kl. 13:00',
    );
    expect(matchMovedText({ opponent: 'BK Frem', date, location: 'Valby Idrætspark', movedTime: false, movedPlace: true })).toBe(
      'Kampen mod BK Frem lør. 6. dec. kl. 13:00 er flyttet til Valby Idrætspark',
    );
  });

  it('says when the team was last read: in the night, today, yesterday or a date', () => {
    const now = new Date('2026-11-28T10:00:00Z'); // 11:00 Copenhagen
    expect(syncedText(new Date('2026-11-28T02:12:00Z'), now)).toBe('Hentet fra DBU i nat kl. 03:12');
    expect(syncedText(new Date('2026-11-28T09:05:00Z'), now)).toBe('Hentet fra DBU i dag kl. 10:05');
    expect(syncedText(new Date('2026-11-27T02:12:00Z'), now)).toBe('Hentet fra DBU i går kl. 03:12');
    expect(syncedText(new Date('2026-11-20T02:12:00Z'), now)).toBe('Hentet fra DBU 20.11.2026 kl. 03:12');
  });
});
