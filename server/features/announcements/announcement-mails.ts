import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { ClubEvents } from '../../lib/events';
import { announcementMailsRepository } from './announcement-mails.repository';

/**
 * Important announcements by e-mail (E6) to the people push cannot reach: no device with
 * push. An optional mail (one-click unsubscribe, Profil → E-mails); once per announcement and person.
 */
export async function mailImportantAnnouncement(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  e: ClubEvents['announcement.created'],
): Promise<number> {
  if (!e.important) return 0;
  const people = await announcementMailsRepository(deps.db).withoutPush(e.authorId);
  if (people.length === 0) return 0;
  const paragraphs = e.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return deps.mail.enqueue(
    people.map((person) => ({
      kind: 'announcement' as const,
      eventKey: `announcement:${e.id}`,
      to: person.email,
      userId: person.id,
      content: {
        subject: `Vigtigt: ${e.title}`,
        greeting: `Hej ${person.firstName},`,
        paragraphs: [`Klubben har lagt et vigtigt opslag op: ${e.title}`, ...paragraphs],
        action: { label: 'Åbn appen', url: deps.mail.link('/') },
        reason:
          'Du får denne e-mail, fordi opslaget er markeret som vigtigt, og du ikke har notifikationer på en enhed.',
      },
    })),
  );
}

export function announcementMails(app: FastifyInstance, deps: AppDeps) {
  const off = deps.events.on('announcement.created', (e) => mailImportantAnnouncement(deps, e));
  app.addHook('onClose', async () => off());
}
