import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { attendanceRepository } from './attendance.repository';
import { attendanceRoutes } from './attendance.routes';

/** Fremmøde: who came to trainings and matches, and the statistics (decision 072). */
export function attendanceFeature(app: FastifyInstance, deps: AppDeps) {
  attendanceRoutes(app, deps, attendanceRepository(deps.db));
}
