import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import type { MissingAttendance } from '@common/contracts/attendance';
import { attendanceEndpoints as api } from '@common/contracts/endpoints/attendance';
import { missingAttendanceText } from '@common/domain/attendance';
import { AttendanceButton } from '../../components/AttendanceButton';
import { call, queryKeyOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { Card, CardTitle } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

type MissingEvent = MissingAttendance['events'][number];

/** What an event is called in the list and in its button's label. */
export const missingEventTitle = (e: Pick<MissingEvent, 'kind' | 'title'>) =>
  e.kind === 'match' ? `Kamp mod ${e.title}` : e.title;

/**
 * Fremmøde's 'mangler fremmøde' (decision 072): the team's started events of the last 14 days
 * (and the club-wide trainings) with nothing registered, newest first, each one tap from its list.
 * Registering one takes it off (the save invalidates this read).
 */
export function MissingAttendanceCard({ team }: { team: string }) {
  const missing = useQuery({
    queryKey: [...queryKeyOf(api.missing), team],
    queryFn: ({ signal }) => call(api.missing, { query: { team }, signal }),
  });
  const events = missing.data?.events ?? [];
  return (
    <Card aria-label="Mangler fremmøde" className="missing-attendance">
      <CardTitle icon={<ClipboardCheck size={18} aria-hidden="true" />}>Mangler fremmøde</CardTitle>
      {missing.isLoading ? (
        <Skeleton rows={2} height={44} />
      ) : events.length === 0 ? (
        <p className="small muted">
          Fremmødet er registreret for alt fra de seneste {missing.data?.days ?? 14} dage.
        </p>
      ) : (
        <>
          <p className="small">
            {missingAttendanceText(events)}{' '}
            <span className="muted">(seneste {missing.data?.days ?? 14} dage)</span>
          </p>
          <ul className="missing-attendance-list">
            {events.map((e) => {
              const title = missingEventTitle(e);
              const when = formatDateTime(e.date);
              return (
                <li key={`${e.kind}-${e.id}`}>
                  <div className="missing-attendance-text">
                    <span className="missing-attendance-title">{title}</span>
                    <span className="small muted">
                      {when} · {e.teamName ?? 'Hele klubben'}
                    </span>
                  </div>
                  <AttendanceButton kind={e.kind} id={e.id} name={`${title} ${when}`} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
