import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { schedulePruneUploads } from './prune-uploads';
import type { UploadReadCheck } from './serve-upload';
import type { UploadsOffer } from './uploads-offer';
import { uploadsRoutes } from './uploads.routes';

/** Uploads: reserving, receiving and serving files (other areas say who may read theirs), and the hourly prune. */
export function uploadsFeature(app: FastifyInstance, deps: AppDeps): UploadsOffer {
  const readChecks = new Map<string, UploadReadCheck>();
  uploadsRoutes(app, deps, readChecks);
  schedulePruneUploads(deps);
  return { addReadCheck: (purpose, check) => void readChecks.set(purpose, check) };
}
