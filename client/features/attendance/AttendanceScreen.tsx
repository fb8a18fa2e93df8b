import { ChevronDown, Download } from 'lucide-react';
import { Fragment, lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import type { AttendanceStats } from '@common/contracts/attendance';
import { percent, recentSeasons, SEASONS_SHOWN } from '@common/domain/attendance';
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
import { MissingAttendanceCard } from './MissingAttendanceCard';
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
/** What a phone shows of each row (the rest is one tap on the name away). */
const PHONE_COLUMNS = 3;

/** Below this the eight columns do not fit (637 px at 390): the table shows the first three. */
const NARROW_QUERY = '(max-width: 719px)';
const subscribeNarrow = (onChange: () => void) => {
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const useNarrow = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => true,
  );

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

/** Fremmøde (decision 072): per team and season, per player, sortable, with charts and a CSV for Excel. */
export default function AttendanceScreen() {
  const { user } = useCurrentUser();
  const teams = useTeams();
  const options = useMemo(() => recentSeasons(instantToCopenhagen(new Date()).date, SEASONS_SHOWN), []);
  const [team, setTeam] = useState<string>('');
  const [season, setSeason] = useState(0);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'pct', desc: true });
  const narrow = useNarrow();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const columns = narrow ? COLUMNS.slice(0, PHONE_COLUMNS) : COLUMNS;
  // A column's first sort is the most telling (highest first, names A–Å); a second tap turns it.
  const sortBy = (key: SortKey, fresh = false) =>
    setSort((s) => ({ key, desc: s.key === key && !fresh ? !s.desc : key !== 'name' }));
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
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
      {chosenTeam ? <MissingAttendanceCard team={chosenTeam} /> : null}
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
          {narrow ? (
            <div className="attendance-phone-tools">
              <p className="small muted">Tryk på et navn for alle tal.</p>
              <SelectField
                label="Sortér efter"
                value={sort.key}
                onChange={(e) => sortBy(e.target.value as SortKey, true)}
              >
                {COLUMNS.map(([key, label]) => (
                  <option key={key} value={key}>
                    {key === 'pct' ? 'Fremmøde %' : label}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
          <div className="attendance-table-wrap">
            <table className="attendance-table" aria-label="Fremmøde pr. spiller">
              <thead>
                <tr>
                  {columns.map(([key, label]) => (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                    >
                      <button type="button" onClick={() => sortBy(key)}>
                        {label}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const name = `${r.firstName} ${r.lastName}`;
                  const open = narrow && expanded.has(r.userId);
                  return (
                    <Fragment key={r.userId}>
                      <tr>
                        <th scope="row">
                          {narrow ? (
                            <button
                              type="button"
                              className="attendance-row-toggle"
                              aria-expanded={open}
                              aria-controls={`attendance-more-${r.userId}`}
                              onClick={() => toggle(r.userId)}
                            >
                              {name}
                              <ChevronDown size={14} aria-hidden="true" />
                            </button>
                          ) : (
                            name
                          )}
                        </th>
                        <td>{r.trainings.present}</td>
                        <td>{percent(r.trainings.present, r.trainings.held)} %</td>
                        {narrow ? null : (
                          <>
                            <td>{r.trainings.klar}</td>
                            <td>{r.trainings.answered}</td>
                            <td>{r.trainings.held}</td>
                            <td>{r.matches.selected}</td>
                            <td>{r.matches.played}</td>
                          </>
                        )}
                      </tr>
                      {narrow ? (
                        <tr id={`attendance-more-${r.userId}`} className="attendance-more" hidden={!open}>
                          <td colSpan={PHONE_COLUMNS}>
                            <dl>
                              {COLUMNS.slice(PHONE_COLUMNS).map(([key, label]) => (
                                <div key={key}>
                                  <dt>{label}</dt>
                                  <dd>{value(r, key)}</dd>
                                </div>
                              ))}
                            </dl>
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
