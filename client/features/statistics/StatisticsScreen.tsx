import { BarChart3, RefreshCw, WifiOff } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useCan, useCurrentUser } from '../../lib/session';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Leaderboards } from './Leaderboards';
import { LeagueTableView } from './LeagueTableView';
import { OwnTeamSummary } from './OwnTeamSummary';
import { useLeagueTables } from './statistics-api';
import { SyncHistory } from './SyncHistory';
import { DbuSyncNote } from '../../components/DbuSyncNote';
import './statistics.css';

// The paste form (validation, react-hook-form) loads the first time it is opened, not with Stilling.
const UpdateTableDialog = lazy(() =>
  import('./UpdateTableDialog').then((m) => ({ default: m.UpdateTableDialog })),
);

/** Stilling (/statistics; part 1 §2, D13). */
export default function StatisticsScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  const query = useLeagueTables();
  // The tables' answer is drawn in a transition, in slices, not in one long synchronous task
  // (decision 087 TBT, as Beskeder's messages); until it is drawn, the skeleton stays.
  const data = useDeferredValue(query.data);
  const loading = data === undefined && (query.isLoading || query.data !== undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const tables = data?.tables ?? [];
  const fallback = tables.find((t) => t.team === user?.team) ?? tables[0];
  const table = tables.find((t) => t.team === chosen) ?? fallback;

  return (
    <div className="screen">
      <PageHeader
        title="Stilling"
        subtitle={table?.league}
        actions={
          can('statistics.update') && table ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDialogWanted(true);
                setUpdating(true);
              }}
            >
              <RefreshCw size={16} aria-hidden="true" /> Opdater stilling
            </Button>
          ) : null
        }
      />
      {data?.offline ? (
        <p className="offline-notice" role="status">
          <WifiOff size={16} aria-hidden="true" /> Du er offline. Viser stillingen gemt{' '}
          {data.savedAt ? formatDateTime(data.savedAt) : 'tidligere'}.
        </p>
      ) : data?.stale ? (
        <p className="offline-notice" role="status">
          Stillingen kunne ikke hentes lige nu. Viser stillingen gemt{' '}
          {data.savedAt ? formatDateTime(data.savedAt) : 'tidligere'}.
        </p>
      ) : null}
      {loading ? (
        <Skeleton rows={1} height={420} />
      ) : !table ? (
        <EmptyState icon={<BarChart3 size={32} />} title="Ingen stilling endnu">
          {query.isError ? <p>Stillingen kunne ikke hentes. Prøv igen senere.</p> : null}
        </EmptyState>
      ) : (
        <>
          {can('statistics.selectTeam') && tables.length > 1 ? (
            <SelectField label="Hold" value={table.team} onChange={(e) => setChosen(e.target.value)}>
              {tables.map((t) => (
                <option key={t.team} value={t.team}>
                  {t.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <OwnTeamSummary table={table} />
          {table.data.length === 0 ? (
            <EmptyState icon={<BarChart3 size={32} />} title="Ingen stilling endnu">
              <p>Stillingen for {table.name} er ikke hentet fra DBU endnu.</p>
            </EmptyState>
          ) : (
            <Card className="league-card">
              <LeagueTableView rows={table.data} caption={`Stilling for ${table.name}, ${table.league}`} />
              <div className="league-legend small muted">
                <span>
                  <span className="legend-swatch top-three" aria-hidden="true" /> Top 3
                </span>
                <span>
                  <span className="legend-swatch relegation" aria-hidden="true" /> Nedrykningszone (plads 9 og
                  nedefter)
                </span>
                {table.updatedAt ? <span>Opdateret {formatDateTime(table.updatedAt)}</span> : null}
              </div>
              <DbuSyncNote team={table.team} />
            </Card>
          )}
          {can('statistics.update') ? <SyncHistory tables={tables} /> : null}
          {can('statistics.update') && dialogWanted ? (
            <Suspense fallback={null}>
              <UpdateTableDialog
                open={updating}
                onClose={() => setUpdating(false)}
                team={table.team}
                teamName={table.name}
              />
            </Suspense>
          ) : null}
        </>
      )}
      {/* Below the table: drawn once the table is, so its arrival does not push it down (CLS, P5). */}
      {loading ? null : <Leaderboards />}
    </div>
  );
}
