import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useMemo } from 'react';
import { attendanceEndpoints as api } from '@common/contracts/endpoints/attendance';
import { percent, seasonOf } from '@common/domain/attendance';
import { instantToCopenhagen } from '@common/domain/time';
import { call, queryKeyOf } from '../../lib/api-client';
import { useCan } from '../../lib/session';
import { Card, CardTitle } from '../../ui/Card';
import './attendance.css';

/** Profil → Dit fremmøde (decision 072): the player's own figures for the current season. */
export function OwnAttendanceCard() {
  const can = useCan();
  const allowed = can('absences.self');
  const season = useMemo(() => seasonOf(instantToCopenhagen(new Date()).date), []);
  const mine = useQuery({
    queryKey: queryKeyOf(api.mine, { query: season }),
    queryFn: ({ signal }) => call(api.mine, { query: season, signal }),
    enabled: allowed,
  });
  if (!allowed || !mine.data) return null;
  const t = mine.data.trainings;
  const m = mine.data.matches;
  return (
    <Card aria-label="Dit fremmøde">
      <CardTitle icon={<ClipboardCheck size={18} aria-hidden="true" />}>Dit fremmøde</CardTitle>
      <p className="small muted">Denne sæson ({season.from.endsWith('01-01') ? 'forår' : 'efterår'})</p>
      <dl className="own-attendance">
        <dt>Træninger</dt>
        <dd>
          {t.present} af {t.held} ({percent(t.present, t.held)} %)
        </dd>
        <dt>Sagt klar</dt>
        <dd>{t.klar}</dd>
        <dt>Kampe</dt>
        <dd>
          {m.played} spillet · {m.selected} udtaget
        </dd>
      </dl>
    </Card>
  );
}
