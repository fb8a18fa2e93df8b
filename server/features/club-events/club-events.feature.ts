import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { scheduleClubEventJobs } from './club-event-jobs';
import { clubEventsRepository } from './club-events.repository';
import { clubEventsRoutes } from './club-events.routes';

/** Arrangementer (decision 108): routes, and the jobs that move places and send reminders. */
export function clubEventsFeature(app: FastifyInstance, deps: AppDeps) {
  clubEventsRoutes(app, deps);
  scheduleClubEventJobs(deps, clubEventsRepository(deps.db));
}
