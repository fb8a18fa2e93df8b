import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { systemSettingsEndpoints } from '@common/contracts/endpoints/system-settings';
import type { JobScheduleView, JobsResponse } from '@common/contracts/system-settings';
import { queryKeyOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

type Job = JobsResponse['jobs'][number];

/** 'Hver time', 'Hvert 10. minut', 'Hver dag kl. 07:00', 'Hvert 15. sekund på hver server', 'Når der er noget i kø'. */
export function scheduleText(schedule: JobScheduleView | null): string {
  if (!schedule) return 'Når der er noget i kø';
  if ('everySeconds' in schedule) return `Hvert ${schedule.everySeconds}. sekund på hver server`;
  if ('cron' in schedule) {
    const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(schedule.cron.trim());
    if (daily) return `Hver dag kl. ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')}`;
    return `Efter planen ${schedule.cron} (dansk tid)`;
  }
  const m = schedule.everyMinutes;
  if (m === 1) return 'Hvert minut';
  if (m === 60) return 'Hver time';
  if (m % 60 === 0) return `Hver ${m / 60}. time`;
  return `Hvert ${m}. minut`;
}

/** The state of the last run: running, failed, OK, or not yet run. */
export function runState(job: Pick<Job, 'lastStartedAt' | 'lastFinishedAt' | 'lastError'>) {
  if (!job.lastStartedAt) return { label: 'Ikke kørt', tone: 'grey' as const };
  if (!job.lastFinishedAt || job.lastFinishedAt < job.lastStartedAt) return { label: 'Kører', tone: 'blue' as const };
  return job.lastError ? { label: 'Fejl', tone: 'red' as const } : { label: 'OK', tone: 'green' as const };
}

/** Systemindstillinger › Planlagte job: each job's last run, next run and last error (C1). */
export function JobsCard({ extra }: { extra?: ReactNode } = {}) {
  const jobs = useQuery<JobsResponse | null>({ queryKey: queryKeyOf(systemSettingsEndpoints.jobs), refetchInterval: 30_000 });
  const data = jobs.data;
  useScrollToHash('jobs-title', Boolean(data));
  return (
    <Card aria-labelledby="jobs-title">
      <div id="jobs-title">
        <CardTitle icon={<Clock size={18} aria-hidden="true" />}>Planlagte job</CardTitle>
      </div>
      {!data ? (
        <Skeleton rows={4} height={64} />
      ) : (
        <>
          <p className="muted small">
            {data.runner === 'pg-boss'
              ? 'Køres af PostgreSQL-jobkøen: hver kørsel sker én gang, uanset hvor mange servere der kører.'
              : 'Køres af appen selv (indbygget database).'}
          </p>
          <ul className="status-list">
            {data.jobs.map((job) => {
              const state = runState(job);
              return (
                <li key={job.name} className="job-row">
                  <div className="job-head">
                    <strong>{job.label}</strong>
                    <Badge tone={state.tone}>{state.label}</Badge>
                  </div>
                  <dl className="job-times small">
                    <dt>Hvornår</dt>
                    <dd>{scheduleText(job.schedule)}</dd>
                    <dt>Sidst kørt</dt>
                    <dd>{job.lastStartedAt ? formatDateTime(job.lastStartedAt) : 'Aldrig'}</dd>
                    {job.nextRunAt ? (
                      <>
                        <dt>Næste kørsel</dt>
                        <dd>{formatDateTime(job.nextRunAt)}</dd>
                      </>
                    ) : null}
                    {job.lastError ? (
                      <>
                        <dt>Sidste fejl</dt>
                        <dd className="job-error">{job.lastError}</dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              );
            })}
          </ul>
          {extra}
        </>
      )}
    </Card>
  );
}
