import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { playerStatsRepository } from './player-stats.repository';
import { playerStatsRoutes } from './player-stats.routes';

/** Spillerstatistik: match events and the leaderboards (decision 073). */
export function playerStatsFeature(app: FastifyInstance, deps: AppDeps) {
  playerStatsRoutes(app, deps, playerStatsRepository(deps.db));
}
