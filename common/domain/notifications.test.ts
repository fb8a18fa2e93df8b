import { describe, expect, it } from 'vitest';
import {
  announcementNotification,
  chatNotification,
  chatTitle,
  inQuietHours,
  previewText,
  reminderNotification,
  shortDanishDateTime,
  trainingCancelledNotification,
} from './notifications';

describe('notification texts', () => {
  it('cuts previews at 100 characters plus "..."', () => {
    expect(previewText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewText('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(previewText('⚽'.repeat(120))).toBe(`${'⚽'.repeat(100)}...`);
    expect(previewText('  to\n\nlinjer ')).toBe('to linjer');
  });

  it('titles chat notifications with the sender and the chat name in brackets', () => {
    expect(chatTitle('Mette Hansen')).toBe('Mette Hansen');
    expect(chatTitle('Mette Hansen', 'Senior 1')).toBe('Mette Hansen (Senior 1)');
  });

  it('builds the chat notification with icon, badge and the chat to open', () => {
    const n = chatNotification({
      senderName: 'Ole',
      chatName: 'Klubchat',
      message: 'x'.repeat(150),
      chatId: 'club',
      userId: 7,
      messageId: 3,
    });
    expect(n).toMatchObject({
      title: 'Ole (Klubchat)',
      body: `${'x'.repeat(100)}...`,
      icon: '/app-icon-512.png',
      badge: '/favicon-192x192.png',
      data: { url: '/chat?chatId=club', chatId: 'club', userId: 7, messageId: 3 },
    });
  });

  it('describes pictures, files and voice messages without text', () => {
    expect(
      chatNotification({ senderName: 'Ole', message: '', messageType: 'image', chatId: 'club', userId: 1 })
        .body,
    ).toBe('Sendte et billede');
    expect(
      chatNotification({ senderName: 'Ole', message: '', messageType: 'audio', chatId: 'club', userId: 1 })
        .body,
    ).toBe('Sendte en talebesked');
  });

  it('writes dates the Danish way in Copenhagen time, summer and winter', () => {
    expect(shortDanishDateTime(new Date('2026-04-11T12:00:00Z'))).toBe('lør. 11. apr. kl. 14:00');
    expect(shortDanishDateTime(new Date('2026-01-06T18:30:00Z'))).toBe('tir. 6. jan. kl. 19:30');
  });

  it('builds announcement, cancellation and reminder texts', () => {
    expect(announcementNotification({ id: 1, title: 'Generalforsamling', content: 'Mød op' })).toMatchObject({
      title: 'Vigtig besked: Generalforsamling',
      body: 'Mød op',
    });
    expect(
      trainingCancelledNotification({
        id: 2,
        title: 'Tirsdagstræning',
        date: new Date('2026-04-14T17:00:00Z'),
      }).body,
    ).toBe('Tirsdagstræning tir. 14. apr. kl. 19:00 er aflyst.');
    expect(
      reminderNotification({
        kind: 'match',
        id: 3,
        opponent: 'B.93',
        date: new Date('2026-04-11T12:00:00Z'),
      }),
    ).toMatchObject({
      title: 'Husk at svare',
      body: 'Kamp mod B.93 lør. 11. apr. kl. 14:00. Er du klar?',
      data: { url: '/matches' },
    });
  });

  it('knows quiet hours 22–07 in Copenhagen', () => {
    expect(inQuietHours(new Date('2026-06-01T19:59:00Z'))).toBe(false); // 21:59 summer time
    expect(inQuietHours(new Date('2026-06-01T20:00:00Z'))).toBe(true); // 22:00
    expect(inQuietHours(new Date('2026-06-02T04:59:00Z'))).toBe(true); // 06:59
    expect(inQuietHours(new Date('2026-06-02T05:00:00Z'))).toBe(false); // 07:00
    expect(inQuietHours(new Date('2026-01-10T21:30:00Z'))).toBe(true); // 22:30 winter time
  });
});
