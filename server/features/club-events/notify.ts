import type { AppDeps } from '../../app-deps';
import { shortDanishDateTime } from '@common/domain/notifications';
import type { ClubEventRow, ClubEventsRepository } from './club-events.repository';
import type { PlaceNotice } from './places';

export interface Notice {
  title: string;
  body: string;
  tag: string;
}

/**
 * Tells people about an arrangement by push and e-mail (decision 108). Both follow the person's
 * own settings: push only with notifications on, the mail only when 'Arrangementer' is not turned
 * off on Profil. `key` makes each mail once per person.
 */
export async function tell(
  deps: Pick<AppDeps, 'events' | 'mail'>,
  repo: ClubEventsRepository,
  event: ClubEventRow,
  userIds: number[],
  notice: Notice,
  key: string,
): Promise<void> {
  if (userIds.length === 0) return;
  deps.events.emit('clubEvent.notice', { eventId: event.id, userIds, ...notice });
  const people = await repo.people(userIds);
  await deps.mail.enqueue(
    people.map((p) => ({
      kind: 'arrangement' as const,
      eventKey: `club-event:${event.id}:${key}`,
      to: p.email,
      userId: p.id,
      content: {
        subject: notice.title,
        greeting: `Hej ${p.firstName},`,
        paragraphs: [notice.body, `${event.title}: ${shortDanishDateTime(event.startsAt)}${event.place ? `, ${event.place}` : ''}.`],
        action: { label: 'Åbn arrangementet', url: deps.mail.link(`/arrangementer/${event.id}`) },
        reason: 'Du får denne e-mail, fordi du er inviteret til arrangementet. Du kan slå e-mails om arrangementer fra under Profil.',
      },
    })),
  );
}

/** The notices of a change of places: an offer, a place given, a late payment on the list. */
export async function tellPlaceNotices(
  deps: Pick<AppDeps, 'events' | 'mail' | 'now'>,
  repo: ClubEventsRepository,
  event: ClubEventRow,
  notices: PlaceNotice[],
): Promise<void> {
  const stamp = deps.now().getTime();
  for (const n of notices) {
    if (n.kind === 'offer') {
      await tell(deps, repo, event, [n.userId], {
        title: `Der er en plads til dig: ${event.title}`,
        body: 'Du står først på ventelisten, og der er blevet en plads fri. Tilbuddet gælder i 24 timer (højst til svarfristen). Svar Deltager i appen for at tage pladsen.',
        tag: 'offer',
      }, `offer:${n.userId}:${stamp}`);
    } else if (n.kind === 'place') {
      await tell(deps, repo, event, [n.userId], { title: `Du deltager: ${event.title}`, body: 'Din plads er bekræftet.', tag: 'place' }, `place:${n.userId}`);
    } else {
      await tell(deps, repo, event, [n.userId], {
        title: `Du står først på ventelisten: ${event.title}`,
        body: 'Din betaling kom, efter at din plads var frigivet, og arrangementet er fuldt. Du står først på ventelisten som betalt, og arrangøren kontakter dig.',
        tag: 'late',
      }, `late:${n.userId}`);
    }
  }
}
