import { TZDate } from '@date-fns/tz';
import { format, subDays } from 'date-fns';
import { da } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@common/contracts/chat';
import { buildTimeline, dayLabel, sameMessage } from './chat-timeline';

// Tuesday 24 November 2026, 10:00 in Copenhagen (UTC+1).
const NOW = new Date('2026-11-24T09:00:00Z');

const msg = (id: number, userId: number | null, createdAt: string): ChatMessage => ({
  id,
  channel: 'club',
  userId,
  senderName: `Person ${userId}`,
  senderImageUrl: null,
  message: `Besked ${id}`,
  messageType: 'text',
  fileName: null,
  fileSize: null,
  fileUrl: null,
  duration: null,
  poll: null,
  isPinned: false,
  pinnedAt: null,
  createdAt,
});

describe('day labels in Copenhagen time', () => {
  it('says I dag and I går, then weekday and date, and the year only for another year', () => {
    expect(dayLabel('2026-11-24T06:00:00Z', NOW)).toBe('I dag');
    // 00:30 on the 24th in Copenhagen is still the 23rd in UTC: today, not yesterday.
    expect(dayLabel('2026-11-23T23:30:00Z', NOW)).toBe('I dag');
    expect(dayLabel('2026-11-23T22:30:00Z', NOW)).toBe('I går');
    expect(dayLabel('2026-11-22T12:00:00Z', NOW)).toBe('søn. 22. nov.');
    expect(dayLabel('2026-11-23T12:00:00Z', new Date('2026-11-25T12:00:00Z'))).toBe('man. 23. nov.');
    expect(dayLabel('2025-12-31T12:00:00Z', NOW)).toBe('ons. 31. dec. 2025');
  });
});

describe('the chat timeline', () => {
  it('labels every day as date-fns in Copenhagen time does, across summer time and new year', () => {
    const reference = (value: Date, now: Date) => {
      const day = new TZDate(value.getTime(), 'Europe/Copenhagen');
      const today = new TZDate(now.getTime(), 'Europe/Copenhagen');
      const key = format(day, 'yyyy-MM-dd');
      if (key === format(today, 'yyyy-MM-dd')) return 'I dag';
      if (key === format(subDays(today, 1), 'yyyy-MM-dd')) return 'I går';
      return format(day, day.getFullYear() === today.getFullYear() ? 'EEE d. MMM' : 'EEE d. MMM yyyy', {
        locale: da,
      });
    };
    for (const nowIso of [
      '2026-03-30T00:30:00Z',
      '2026-10-26T10:00:00Z',
      '2027-01-01T00:15:00Z',
      '2026-11-24T22:59:00Z',
    ]) {
      const now = new Date(nowIso);
      for (
        let ms = now.getTime() - 400 * 86_400_000;
        ms <= now.getTime();
        ms += 5 * 3_600_000 + 17 * 60_000
      ) {
        expect(dayLabel(new Date(ms), now), `${new Date(ms).toISOString()} seen ${nowIso}`).toBe(
          reference(new Date(ms), now),
        );
      }
    }
  });

  it('puts a separator before each day and starts a run on another sender, a gap or a new day', () => {
    const items = buildTimeline(
      [
        msg(1, 7, '2026-11-23T18:00:00Z'),
        msg(2, 7, '2026-11-23T18:04:00Z'), // same person within five minutes: same run
        msg(3, 8, '2026-11-23T18:05:00Z'), // someone else
        msg(4, 8, '2026-11-23T18:11:00Z'), // six minutes later: a new run
        msg(5, 8, '2026-11-23T23:01:00Z'), // 00:01 on the 24th in Copenhagen: a new day
      ],
      NOW,
    );
    expect(
      items.map((i) => (i.kind === 'day' ? i.label : `${i.message.id}${i.startsRun ? '*' : ''}`)),
    ).toEqual(['I går', '1*', '2', '3*', '4*', 'I dag', '5*']);
  });
});

describe('a bubble is redrawn only when its message changed', () => {
  it('treats an equal copy as the same, and a new pin or vote as a change', () => {
    const m = msg(1, 7, '2026-11-23T18:00:00Z');
    expect(sameMessage(m, { ...m })).toBe(true);
    expect(sameMessage(m, { ...m, isPinned: true })).toBe(false);
    const poll = {
      id: 1,
      question: 'Q',
      options: ['Ja', 'Nej'],
      counts: [0, 0],
      totalVotes: 0,
      myVote: null,
      isActive: true,
      expiresAt: null,
    };
    expect(sameMessage({ ...m, poll }, { ...m, poll: { ...poll } })).toBe(true);
    expect(sameMessage({ ...m, poll }, { ...m, poll: { ...poll, counts: [1, 0], totalVotes: 1 } })).toBe(
      false,
    );
  });
});
