import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { playersRoutes } from './players.routes';

/** Spillere: the staff's list and form of players. */
export function playersFeature(app: FastifyInstance, deps: AppDeps) {
  playersRoutes(app, deps);
}
