import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { announcementMails } from './announcement-mails';
import { announcementsRoutes } from './announcements.routes';

/** Beskeder: announcements, and the important ones by e-mail to people without push (E6). */
export function announcementsFeature(app: FastifyInstance, deps: AppDeps) {
  announcementsRoutes(app, deps);
  announcementMails(app, deps);
}
