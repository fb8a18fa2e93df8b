import type { JobsResponse } from '@common/contracts/system-settings';
import type { AppDeps } from '../../app-deps';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every job the areas declared, with its last run, next run and last error (C1). */
export async function listJobs(deps: Pick<AppDeps, 'jobs'>): Promise<JobsResponse> {
  const jobs = await deps.jobs.list();
  return {
    runner: deps.jobs.kind,
    jobs: jobs.map((job) => ({
      name: job.name,
      label: job.label,
      schedule: job.schedule,
      lastStartedAt: iso(job.lastStartedAt),
      lastFinishedAt: iso(job.lastFinishedAt),
      lastError: job.lastError,
      nextRunAt: iso(job.nextRunAt),
    })),
  };
}
