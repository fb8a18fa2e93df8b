import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { scheduleKontingentReminders } from './kontingent-reminders';
import { kontingentRoutes } from './kontingent.routes';

/** Kontingent: outstanding payments the club creates, and the e-mail reminders when they are overdue (issue 13). */
export function kontingentFeature(app: FastifyInstance, deps: AppDeps) {
  kontingentRoutes(app, deps);
  scheduleKontingentReminders(app, deps);
}
