import { Download } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { AttendanceStats } from '@common/contracts/attendance';
import { percent, seasonOf } from '@common/domain/attendance';
import { canForTeam } from '@common/domain/team-scope';
import { instantToCopenhagen } from '@common/domain/time';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { useTeams } from '../../lib/reads/teams';
import { useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { downloadAttendanceCsv, useAttendanceStats } from './attendance-api';
import './attendance.css';

const AttendanceCharts = lazy(() => import('./AttendanceCharts'));

type Row = AttendanceStats['players'][number];
type SortKey = 'name' | 'held' | 'answered' | 'klar' | 'present' | 'pct' | 'selected' | 'played';

const COLUMNS: Array<[SortKey, string]> = [
  ['name', 'Spiller'],
  ['present', 'Til stede'],
  ['pct', '%'],
  ['klar', 'Klar'],
  ['answered', 'Svaret'],
  ['held', 'Afholdt'],
  ['selected', 'Udtaget'],
  ['played', 'Spillet'],
];

const value = (r: Row, key: SortKey): number | string => {
  switch (key) {
    case 'name':
      return `${r.firstName} ${r.lastName}`;
    case 'pct':
      return percent(r.trainings.present, r.trainings.held);
    case 'selected':
    case 'played':
      return r.matches[key];
    default:
      return r.trainings[key];
  }
};

/** The last four seasons (1 Jan–30 Jun, 1 Jul–31 Dec), the current one first. */
function seasons(today: string) {
  const list: Array<{ from: string; to: string; label: string }> = [];
  let s = seasonOf(today);
  for (let i = 0; i < 4; i++) {
    const spring = s.from.endsWith('01-01');
    list.push({ ...s, label: `${spring ? 'Forår' : 'Efterår'} ${s.from.slice(0, 4)}` });
    const prev = spring ? `${Number(s.from.slice(0, 4)) - 1}-12-31` : `${s.from.slice(0, 4)}-06-30`;
    s = seasonOf(prev);
  }
  return list;
}

/** Fremmøde (issue 14 §2): per team and season, per player, sortable, with charts and a CSV for Excel. */
export default function AttendanceScreen() {
  const { user } = useCurrentUser();
  const teams = useTeams();
  const options = useMemo(() => seasons(instantToCopenhagen(new Date()).date), []);
  const [team, setTeam] = useState<string>('');
  const [season, setSeason] = useState(0);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'pct', desc: true });
  // A coach reads the Fremmøde of the teams they coach; board and admin every team's (D20).
  const shown = (teams.data ?? []).filter((t) => canForTeam(user, 'attendance.manage', t.code));
  const chosenTeam = team || (shown.some((t) => t.code === user?.team) ? user!.team! : shown[0]?.code) || '';
  const period = options[season]!;
  const query = chosenTeam ? { team: chosenTeam, from: period.from, to: period.to } : null;
  const stats = useAttendanceStats(query);
  const rows = [...(stats.data?.players ?? [])].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'da') : x - (y as number);
    return sort.desc ? -order : order;
  });

  return (
    <div className="screen">
      <PageHeader title="Fremmøde" subtitle="Træninger og kampe pr. spiller" />
      <Card aria-label="Vælg hold og sæson">
        <div className="form-row">
          <SelectField label="Hold" value={chosenTeam} onChange={(e) => setTeam(e.target.value)}>
            {shown.map((t) => (
              <option key={t.code} value={t.code}>
                {t.displayName}
              </option>
            ))}
          </SelectField>
          <SelectField label="Sæson" value={season} onChange={(e) => setSeason(Number(e.target.value))}>
            {options.map((o, i) => (
              <option key={o.from} value={i}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!query}
          onClick={() =>
            query &&
            void downloadAttendanceCsv(query).catch((error) =>
              showErrorToast(error, { title: errorMessage(error, 'Kunne ikke hente filen') }),
            )
          }
        >
          <Download size={14} aria-hidden="true" /> Hent som CSV (Excel)
        </Button>
      </Card>
      {stats.isLoading ? (
        <Skeleton rows={2} height={220} />
      ) : !stats.data || stats.data.players.length === 0 ? (
        <EmptyState title="Ingen spillere">Holdet har ingen spillere i perioden.</EmptyState>
      ) : (
        <>
          <Card aria-label="Diagrammer">
            <Suspense fallback={<Spinner />}>
              <AttendanceCharts stats={stats.data} />
            </Suspense>
          </Card>
          <div className="attendance-table-wrap">
            <table className="attendance-table" aria-label="Fremmøde pr. spiller">
              <thead>
                <tr>
                  {COLUMNS.map(([key, label]) => (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                    >
                      <button
                        type="button"
                        onClick={() =>
                          setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' }))
                        }
                      >
                        {label}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.userId}>
                    <th scope="row">
                      {r.firstName} {r.lastName}
                    </th>
                    <td>{r.trainings.present}</td>
                    <td>{percent(r.trainings.present, r.trainings.held)} %</td>
                    <td>{r.trainings.klar}</td>
                    <td>{r.trainings.answered}</td>
                    <td>{r.trainings.held}</td>
                    <td>{r.matches.selected}</td>
                    <td>{r.matches.played}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
