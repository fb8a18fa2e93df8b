import { SHORT_MONTHS } from './danish-months';
import { instantToCopenhagen } from './time';
import { SHORT_WEEKDAYS } from './danish-dates';

/**
 * The words of every notification (part 1 §7, D12), shared by the server's Web Push and the
 * browser's fallback notification. Plain text only: notifications never render HTML.
 */
export const NOTIFICATION_ICON = '/app-icon-512.png';
export const NOTIFICATION_BADGE = '/favicon-192x192.png';
export const PREVIEW_CHARS = 100;

export interface NotificationContent {
  title: string;
  body: string;
  icon: string;
  badge: string;
  tag?: string;
  data?: Record<string, string | number | null>;
}

/** Cut at 100 characters plus '...'. Counts characters, not UTF-16 halves (emoji stay whole). */
export function previewText(message: string, max = PREVIEW_CHARS): string {
  const chars = Array.from(message.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

/** Title is the sender, with the chat name in brackets when there is one. */
export function chatTitle(senderName: string, chatName?: string | null): string {
  return chatName ? `${senderName} (${chatName})` : senderName;
}

export interface ChatNotificationInput {
  senderName: string;
  chatName?: string | null;
  message: string;
  messageType?: string;
  fileName?: string | null;
  chatId: string;
  userId: number | null;
  messageId?: number;
}

const TYPE_TEXT: Record<string, string> = {
  image: 'Sendte et billede',
  file: 'Sendte en fil',
  audio: 'Sendte en talebesked',
};

export function chatNotification(input: ChatNotificationInput): NotificationContent {
  const text = input.message.trim() || TYPE_TEXT[input.messageType ?? ''] || '';
  return {
    title: chatTitle(input.senderName, input.chatName),
    body: previewText(text),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `chat-${input.chatId}`,
    data: {
      url: `/chat?chatId=${encodeURIComponent(input.chatId)}`,
      chatId: input.chatId,
      userId: input.userId,
      messageId: input.messageId ?? null,
    },
  };
}

/** 'lør. 12. apr. kl. 14:00' without a date library (the service worker uses this too). */
export function shortDanishDateTime(instant: Date): string {
  const { date, time } = instantToCopenhagen(instant);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = SHORT_WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const month = SHORT_MONTHS[m - 1];
  return `${weekday} ${d}. ${month} kl. ${time}`;
}

export function announcementNotification(a: {
  id: number;
  title: string;
  content: string;
}): NotificationContent {
  return {
    title: previewText(`Vigtig besked: ${a.title}`),
    body: previewText(a.content),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `announcement-${a.id}`,
    data: { url: '/' },
  };
}

export function trainingCancelledNotification(t: {
  id: number;
  title: string;
  date: Date;
}): NotificationContent {
  return {
    title: 'Træning aflyst',
    body: previewText(`${t.title} ${shortDanishDateTime(t.date)} er aflyst.`),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `training-${t.id}`,
    data: { url: '/training' },
  };
}

export function reminderNotification(
  e:
    | { kind: 'match'; id: number; opponent: string; date: Date }
    | { kind: 'training'; id: number; title: string; date: Date },
): NotificationContent {
  const what = e.kind === 'match' ? `Kamp mod ${e.opponent}` : e.title;
  return {
    title: 'Husk at svare',
    body: previewText(`${what} ${shortDanishDateTime(e.date)}. Er du klar?`),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `reminder-${e.kind}-${e.id}`,
    data: { url: e.kind === 'match' ? '/matches' : '/training' },
  };
}

export function paymentNotification(p: {
  id: number;
  amount: number;
  description: string;
}): NotificationContent {
  return paymentContent('Ny betaling', p);
}

/** An outstanding payment past its due date: announced once, so a member is not surprised later. */
export function paymentOverdueNotification(p: {
  id: number;
  amount: number;
  description: string;
}): NotificationContent {
  return paymentContent('Betaling forfalden', p);
}

function paymentContent(
  title: string,
  p: { id: number; amount: number; description: string },
): NotificationContent {
  const kr = (p.amount / 100).toLocaleString('da-DK', { maximumFractionDigits: 2 });
  return {
    title,
    body: previewText(`${p.description}: ${kr} kr`),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `payment-${p.id}`,
    data: { url: '/payment' },
  };
}

/** Quiet hours 22–07 Copenhagen time: scheduled reminders wait until morning. */
export function inQuietHours(instant: Date): boolean {
  const hour = Number(instantToCopenhagen(instant).time.slice(0, 2));
  return hour >= 22 || hour < 7;
}

/** Udtagelse (decision 070): a player's place in a published squad, or that it changed. */
export function squadNotification(e: {
  matchId: number;
  opponent: string;
  date: Date;
  selection: 'starter' | 'bench' | 'reserve' | null;
  meetAt: Date | null;
}): NotificationContent {
  const title =
    e.selection === 'starter' || e.selection === 'bench'
      ? 'Du er udtaget'
      : e.selection === 'reserve'
        ? 'Du er reserve'
        : 'Ikke udtaget denne gang';
  const place = e.selection === 'starter' ? ' (startopstilling)' : e.selection === 'bench' ? ' (bænk)' : '';
  const meet = e.meetAt && e.selection ? ` Mødetid ${shortDanishDateTime(e.meetAt)}.` : '';
  return {
    title,
    body: previewText(`Kamp mod ${e.opponent} ${shortDanishDateTime(e.date)}${place}.${meet}`),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `squad-${e.matchId}`,
    data: { url: `/matches/${e.matchId}/squad` },
  };
}

/** Arrangementer (decision 108): an offer, a place, a change or a reminder; opens the arrangement. */
export function clubEventNotification(e: { eventId: number; title: string; body: string; tag: string }): NotificationContent {
  return {
    title: e.title,
    body: previewText(e.body),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `club-event-${e.eventId}-${e.tag}`,
    data: { url: `/arrangementer/${e.eventId}` },
  };
}
