import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { absencesRepository } from './absences.repository';
import { absencesRoutes } from './absences.routes';
import { answerNewEventsInAbsences } from './absences';

/** Fravær (absences answer Ikke klar for their period) and Påmind nu (decision 071). */
export function absencesFeature(app: FastifyInstance, deps: AppDeps) {
  const repo = absencesRepository(deps.db, deps.readCache);
  absencesRoutes(app, deps, repo);
  deps.jobs.schedule(
    'absences.answer',
    { everyMinutes: 10, label: 'Fravær: Ikke klar til nye kampe og træninger' },
    async () => {
      await answerNewEventsInAbsences(deps, repo);
    },
  );
}
