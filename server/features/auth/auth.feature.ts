import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { authRoutes } from './auth.routes';
import { loadDeviceKey } from './device-key.repository';
import { scheduleSessionSweep } from './session-sweep';
import { signInLinkRoutes } from './sign-in-link.routes';

/** Sign-in and sign-out, the sign-in link by mail, and the hourly sweep of expired sessions. */
export async function authFeature(app: FastifyInstance, deps: AppDeps) {
  scheduleSessionSweep(deps);
  let key: Promise<Buffer> | undefined;
  const deviceKey = () =>
    (key ??= loadDeviceKey(deps.db).catch((error: unknown) => {
      key = undefined; // a database that was away: try again next time
      throw error;
    }));
  authRoutes(app, deps, deviceKey);
  await signInLinkRoutes(app, deps, deviceKey);
}
