import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadPushSender } from './load-push-sender';
import { registerPushListeners } from './push-listeners';
import { PushService } from './push-service';
import { pushRepository } from './push.repository';
import { pushRoutes } from './push.routes';
import { sendReminders } from './send-reminders';

/** Web Push (D12): the sender, pushes on domain events, the reminder job, and the HTTP routes. */
export async function pushFeature(app: FastifyInstance, deps: AppDeps) {
  const repo = pushRepository(deps.db);
  const push = new PushService(repo, await loadPushSender(deps.config, repo), app.log);
  // Team names for notification titles: the teams repository keeps them in memory.
  const teamName = async (code: string) => {
    try {
      return (await deps.teams.list()).find((t) => t.code === code)?.displayName;
    } catch {
      return undefined;
    }
  };
  const stopListening = registerPushListeners(deps.events, push, repo, teamName);
  // Every 10 minutes, once across instances; each person is reminded at most once (sent_reminders).
  deps.jobs.schedule(
    'push.reminders',
    { everyMinutes: 10, label: 'Påmindelser om kampe og træninger uden svar' },
    () => sendReminders(push, repo, deps.now()),
  );
  app.addHook('onClose', async () => stopListening());
  app.decorate('push', { service: push, runReminders: () => sendReminders(push, repo, deps.now()) });
  pushRoutes(app, deps, repo, push);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push service and a reminder run, for tests and ops scripts. */
    push: { service: PushService; runReminders(): Promise<number> };
  }
}
