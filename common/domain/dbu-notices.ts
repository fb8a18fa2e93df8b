import { NOTIFICATION_BADGE, NOTIFICATION_ICON, previewText, shortDanishDateTime, type NotificationContent } from './notifications';
import { danishNumericDate } from './danish-dates';
import { instantToCopenhagen } from './time';

/**
 * The words of what a DBU sync tells people (decision 109): a moved kick-off or venue to the
 * team's players who answered or were picked, a replaced result to the team's coaches.
 */
export function matchMovedText(m: {
  opponent: string;
  date: Date;
  location: string | null;
  movedTime: boolean;
  movedPlace: boolean;
}): string {
  const when = shortDanishDateTime(m.date);
  if (m.movedTime && m.movedPlace && m.location) return `Kampen mod ${m.opponent} er flyttet til ${when} på ${m.location}`;
  if (m.movedTime) return `Kampen mod ${m.opponent} er flyttet til ${when}`;
  return `Kampen mod ${m.opponent} ${when} er flyttet til ${m.location ?? 'et andet spillested'}`;
}

export function resultReplacedText(m: {
  opponent: string;
  date: Date;
  before: string;
  after: string;
}): string {
  return `DBU har resultatet ${m.after} for kampen mod ${m.opponent} ${shortDanishDateTime(m.date)} (før ${m.before}). DBU's resultat gælder.`;
}

export const MATCH_MOVED_TITLE = 'Kampen er flyttet';
export const RESULT_REPLACED_TITLE = 'Resultat rettet fra DBU';

/** The push of a DBU notice: plain text, tagged per match so a later notice replaces it. */
export function dbuNoticeNotification(e: { matchId: number; title: string; body: string }): NotificationContent {
  return {
    title: e.title,
    body: previewText(e.body, 200),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `dbu-match-${e.matchId}`,
    data: { url: '/matches' },
  };
}

/**
 * When the team was last read from DBU, as Stilling and Kampe say it: 'Hentet fra DBU i nat kl.
 * 03:12' (today before 07:00), 'i dag kl. 14:05', 'i går kl. 03:12', else '27.11.2026 kl. 03:12'.
 */
export function syncedText(at: Date, now: Date): string {
  const when = instantToCopenhagen(at);
  const today = instantToCopenhagen(now).date;
  const yesterday = instantToCopenhagen(new Date(now.getTime() - 24 * 3600_000)).date;
  const day =
    when.date === today
      ? when.time < '07:00'
        ? 'i nat'
        : 'i dag'
      : when.date === yesterday
        ? 'i går'
        : danishNumericDate(when.date);
  return `Hentet fra DBU ${day} kl. ${when.time}`;
}
