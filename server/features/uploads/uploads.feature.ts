import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { LiveLinkId } from '../../core/coordination/registration-rate-limit';
import { schedulePruneUploads } from './prune-uploads';
import type { UploadReadCheck } from './serve-upload';
import type { UploadsOffer } from './uploads-offer';
import { uploadsRoutes } from './uploads.routes';

/**
 * Uploads: reserving, receiving and serving files (other areas say who may read theirs), and the
 * hourly prune. `liveLinkId` (the invitations area's) lets a registration page's upload count per link.
 */
export function uploadsFeature(app: FastifyInstance, deps: AppDeps, liveLinkId: LiveLinkId): UploadsOffer {
  const readChecks = new Map<string, UploadReadCheck>();
  uploadsRoutes(app, deps, readChecks, liveLinkId);
  schedulePruneUploads(deps);
  return { addReadCheck: (purpose, check) => void readChecks.set(purpose, check) };
}
