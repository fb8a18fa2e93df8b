import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@common/domain/roles';
import { buildApp } from '../app';
import { createDeps, type AppDeps } from '../app-deps';
import { registerReadCache } from './factories/read-cache';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { ensureClub } from '../db/seed/ensure-club';
import { hashToken, newToken } from '../lib/tokens';
import { sessionExpiry } from '../core/sessions/session-policy';
import { buildUser } from './factories';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** A bearer header for a fresh session of this user. */
  authFor(userId: number): Promise<Record<string, string>>;
  /** One user per role (and their bearer headers), created on first use. */
  roleUser(role: Role): Promise<{ id: number; headers: Record<string, string> }>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, without a port: tests go through app.inject(). With
 * `sharedDatabase`, a second instance on another instance's database (as two processes behind one
 * load balancer would be): its own memory, locks and timers; closing it leaves the database open.
 */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
  sharedDatabase?: Database,
  appOptions: Parameters<typeof buildApp>[1] = {},
): Promise<TestApp> {
  const database = sharedDatabase ?? (await openTestDatabase());
  if (!sharedDatabase) await ensureClub(database.db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', ...env });
  const deps = await createDeps(config, database, overrides);
  registerReadCache(deps.db, deps.readCache);
  const app = await buildApp(deps, appOptions);
  await app.ready();
  const roleUsers = new Map<Role, { id: number; headers: Record<string, string> }>();

  const authFor = async (userId: number) => {
    const token = newToken();
    await deps.sessions.create({
      id: hashToken(token),
      userId,
      persistent: false,
      expiresAt: sessionExpiry(false, new Date()),
    });
    return { authorization: `Bearer ${token}` };
  };

  return {
    app,
    deps,
    authFor,
    async roleUser(role) {
      let found = roleUsers.get(role);
      if (!found) {
        const user = await buildUser(database.db, { role, firstName: `Test${role}` });
        found = { id: user.id, headers: await authFor(user.id) };
        roleUsers.set(role, found);
      }
      return found;
    },
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
    },
  };
}

export { ROLES };
