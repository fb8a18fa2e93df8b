import type { ChatMessage } from '@common/contracts/chat';
import { addDays, copenhagenDay } from '../../lib/calendar-weeks';
import { dateTileParts } from '../../lib/format';

/** Messages from one person this close together form one run: avatar and name are shown once. */
export const RUN_GAP_MS = 5 * 60 * 1000;

export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage; startsRun: boolean };

/**
 * A day separator's label in Copenhagen time: 'I dag', 'I går', 'man. 23. nov.', and with the
 * year when it is not this year: 'man. 23. nov. 2025'.
 */
export function dayLabel(value: Date | string, now: Date = new Date()): string {
  // Per message, so by the offset rule rather than Intl or date-fns' time-zone dates (decision 086).
  const key = copenhagenDay(value);
  const today = copenhagenDay(now);
  if (key === today) return 'I dag';
  if (key === addDays(today, -1)) return 'I går';
  const { weekday, day, month } = dateTileParts(value);
  const year = key.slice(0, 4);
  return year === today.slice(0, 4) ? `${weekday} ${day}. ${month}` : `${weekday} ${day}. ${month} ${year}`;
}

/**
 * The messages (oldest first) with a separator before each new Copenhagen day, each message
 * marked when it starts a run: another sender, another day, or more than RUN_GAP_MS since the
 * previous message. Starting a run depends only on earlier messages, so a new message never
 * changes how the ones before it are drawn.
 */
export function buildTimeline(oldestFirst: readonly ChatMessage[], now: Date = new Date()): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: ChatMessage | undefined;
  let previousDay = '';
  for (const message of oldestFirst) {
    const day = copenhagenDay(message.createdAt);
    const newDay = day !== previousDay;
    if (newDay) items.push({ kind: 'day', key: `d${day}`, label: dayLabel(message.createdAt, now) });
    const startsRun =
      newDay ||
      !previous ||
      previous.userId === null ||
      previous.userId !== message.userId ||
      new Date(message.createdAt).getTime() - new Date(previous.createdAt).getTime() > RUN_GAP_MS;
    items.push({ kind: 'message', key: `m${message.id}`, message, startsRun });
    previous = message;
    previousDay = day;
  }
  return items;
}

/**
 * Whether a message is drawn the same: refetched pages shift by one with each new message, so
 * unchanged messages arrive as new objects; this lets a memoised bubble skip them. The sender,
 * text, file and time of a message never change; its pin and its poll's votes do.
 */
export function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (a === b) return true;
  return (
    a.id === b.id &&
    a.isPinned === b.isPinned &&
    a.message === b.message &&
    a.senderName === b.senderName &&
    a.senderImageUrl === b.senderImageUrl &&
    a.fileUrl === b.fileUrl &&
    (a.poll === b.poll || JSON.stringify(a.poll) === JSON.stringify(b.poll))
  );
}
