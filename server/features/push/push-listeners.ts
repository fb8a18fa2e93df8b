import { CLUB_CHANNEL } from '@common/contracts/chat';
import {
  announcementNotification,
  chatNotification,
  clubEventNotification,
  paymentNotification,
  paymentOverdueNotification,
  reminderNotification,
  squadNotification,
  trainingCancelledNotification,
} from '@common/domain/notifications';
import { dbuNoticeNotification } from '@common/domain/dbu-notices';
import { PERMISSIONS } from '@common/domain/permissions';
import { EVERY_TEAM_ROLES } from '@common/domain/team-scope';
import type { ClubEventBus } from '../../lib/events';
import type { PushService } from './push-service';
import type { PushRepository } from './push.repository';

const CHAT_ROLES = ['member', 'player', 'coach', 'board', 'admin'];
const HOUR = 3600;

/** TTLs (S12): a chat message is stale after an hour; notices last a day. */
export const PUSH_TTL = {
  chat: HOUR,
  announcement: 24 * HOUR,
  training: 12 * HOUR,
  payment: 24 * HOUR,
  squad: 24 * HOUR,
} as const;

/** Turns domain events into pushes for the people who should hear about them. */
export function registerPushListeners(
  events: ClubEventBus,
  push: PushService,
  repo: PushRepository,
  teamName: (code: string) => Promise<string | undefined>,
): () => void {
  const offs = [
    events.on('chat.message', async (e) => {
      const chatName = e.team === CLUB_CHANNEL ? 'Klubchat' : ((await teamName(e.team)) ?? e.team);
      const common = { exceptUserId: e.userId, chatChannel: e.team };
      // The club channel reaches everyone with chat; a team channel its members (its coaches too)
      // and board and admin, who see every team's channel (D20, decision 094).
      const targets =
        e.team === CLUB_CHANNEL
          ? await repo.targets({ ...common, roles: CHAT_ROLES })
          : await repo.targets({
              ...common,
              teamChannel: { team: e.team, memberRoles: CHAT_ROLES, staffRoles: [...EVERY_TEAM_ROLES] },
            });
      const content = chatNotification({
        senderName: e.senderName,
        chatName,
        message: e.message,
        messageType: e.messageType,
        chatId: e.team,
        userId: e.userId,
        messageId: e.id,
      });
      await push.send(targets, content, { ttl: PUSH_TTL.chat, topic: `chat-${e.id}` });
    }),
    events.on('announcement.created', async (e) => {
      if (!e.important) return;
      await push.send(await repo.targets({ exceptUserId: e.authorId }), announcementNotification(e), {
        ttl: PUSH_TTL.announcement,
        urgency: 'high',
      });
    }),
    events.on('training.cancelled', async (e) => {
      // Only people with the Træning screen hear about trainings (never RU members).
      const targets = await repo.targets({
        teams: e.team ? [e.team] : 'all',
        roles: [...PERMISSIONS['training.nav']],
      });
      await push.send(targets, trainingCancelledNotification(e), { ttl: PUSH_TTL.training, urgency: 'high' });
    }),
    events.on('squad.changed', async (e) => {
      // One push per place: the players who got it (or lost their place) hear it, nobody else.
      const byPlace = new Map<string, number[]>();
      for (const c of e.changes)
        byPlace.set(c.selection ?? 'none', [...(byPlace.get(c.selection ?? 'none') ?? []), c.userId]);
      for (const [place, userIds] of byPlace) {
        const selection = place === 'none' ? null : (place as 'starter' | 'bench' | 'reserve');
        await push.send(await repo.targets({ userIds }), squadNotification({ ...e, selection }), {
          ttl: PUSH_TTL.squad,
          urgency: 'high',
        });
      }
    }),
    events.on('availability.remind', async (e) => {
      const content =
        e.kind === 'match'
          ? reminderNotification({ kind: 'match', id: e.id, opponent: e.name, date: e.date })
          : reminderNotification({ kind: 'training', id: e.id, title: e.name, date: e.date });
      await push.send(await repo.targets({ userIds: e.userIds }), content, { ttl: PUSH_TTL.training });
    }),
    events.on('dbu.notice', async (e) => {
      await push.send(await repo.targets({ userIds: e.userIds }), dbuNoticeNotification(e), {
        ttl: PUSH_TTL.squad,
        urgency: 'high',
      });
    }),
    events.on('payment.created', async (e) => {
      await push.send(await repo.targets({ userIds: [e.userId] }), paymentNotification(e), {
        ttl: PUSH_TTL.payment,
      });
    }),
    events.on('clubEvent.notice', async (e) => {
      // Only the people named: the club-events area decides who is invited (decision 108).
      await push.send(await repo.targets({ userIds: e.userIds }), clubEventNotification(e), { ttl: PUSH_TTL.announcement });
    }),
    events.on('payment.overdue', async (e) => {
      await push.send(await repo.targets({ userIds: [e.userId] }), paymentOverdueNotification(e), {
        ttl: PUSH_TTL.payment,
      });
    }),
  ];
  return () => offs.forEach((off) => off());
}
