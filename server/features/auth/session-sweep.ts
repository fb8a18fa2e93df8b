import type { AppDeps } from '../../app-deps';

/**
 * Expired sessions are refused on read already; the sweep only keeps the table from growing
 * with every browser that never said goodbye. At start and hourly, once across instances.
 */
export function scheduleSessionSweep(deps: Pick<AppDeps, 'jobs' | 'now' | 'sessions'>) {
  deps.jobs.schedule(
    'sessions.sweep',
    { everyMinutes: 60, runAtStart: true, label: 'Oprydning i udløbne log ind-sessioner' },
    () => deps.sessions.deleteExpired(deps.now()),
  );
}
