import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { UploadReadCheck } from './serve-upload';
import { uploadsRoutes } from './uploads.routes';

/** What other areas get from the uploads feature when the app is put together. */
export interface UploadsOffer {
  /** Files of this purpose are for fewer people than every signed-in member: this check decides. */
  addReadCheck(purpose: string, check: UploadReadCheck): void;
}

/** Uploads: reserving, receiving and serving files; other areas say who may read theirs. */
export function uploadsFeature(app: FastifyInstance, deps: AppDeps): UploadsOffer {
  const readChecks = new Map<string, UploadReadCheck>();
  uploadsRoutes(app, deps, readChecks);
  return { addReadCheck: (purpose, check) => void readChecks.set(purpose, check) };
}
