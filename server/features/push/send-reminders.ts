import { inQuietHours, reminderNotification } from '@common/domain/notifications';
import type { PushService } from './push-service';
import type { PushRepository } from './push.repository';

export const REMINDER_WINDOW_MS = 48 * 3600 * 1000;
const MIN_TTL = 600;

/**
 * Reminds players who have not answered, within 48 hours before a match or training: at most
 * once per event and person (the unique index of sent_reminders), never during quiet hours 22–07 Copenhagen time
 * (those wait for the morning run). Returns how many people were reminded.
 */
export async function sendReminders(push: PushService, repo: PushRepository, now: Date): Promise<number> {
  if (inQuietHours(now)) return 0;
  const to = new Date(now.getTime() + REMINDER_WINDOW_MS);
  const [matchRows, trainingRows] = await Promise.all([
    repo.matchReminders(now, to),
    repo.trainingReminders(now, to),
  ]);
  const events = new Map<
    string,
    {
      event: { kind: 'match' | 'training'; id: number };
      content: ReturnType<typeof reminderNotification>;
      date: Date;
      userIds: number[];
    }
  >();
  const add = (key: string, content: ReturnType<typeof reminderNotification>, date: Date, userId: number) => {
    const [kind, id] = key.split(':') as ['match' | 'training', string];
    const entry = events.get(key) ?? { event: { kind, id: Number(id) }, content, date, userIds: [] };
    entry.userIds.push(userId);
    events.set(key, entry);
  };
  for (const m of matchRows)
    add(
      `match:${m.eventId}`,
      reminderNotification({ kind: 'match', id: m.eventId, opponent: m.opponent, date: m.date }),
      m.date,
      m.userId,
    );
  for (const t of trainingRows)
    add(
      `training:${t.eventId}`,
      reminderNotification({ kind: 'training', id: t.eventId, title: t.title, date: t.date }),
      t.date,
      t.userId,
    );

  let reminded = 0;
  for (const [key, event] of events) {
    const claimed = await repo.claimReminders(event.event, event.userIds, now);
    if (claimed.length === 0) continue;
    reminded += claimed.length;
    const ttl = Math.max(MIN_TTL, Math.floor((event.date.getTime() - now.getTime()) / 1000));
    await push.send(await repo.targets({ userIds: claimed }), event.content, {
      ttl,
      topic: key.replace(':', '-'),
    });
  }
  return reminded;
}
