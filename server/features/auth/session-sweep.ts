import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Expired sessions are refused on read already; the sweep only keeps the table from growing
 * with every browser that never said goodbye. At start and hourly, never in tests.
 */
export function scheduleSessionSweep(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'now' | 'sessions'>) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    deps.sessions.deleteExpired(deps.now()).catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
  app.addHook('onReady', async () => {
    if (deps.config.env === 'test') return;
    void sweep();
    timer = setInterval(() => void sweep(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
