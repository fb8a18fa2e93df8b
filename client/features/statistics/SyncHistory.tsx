import { History } from 'lucide-react';
import type { LeagueTable } from '@common/contracts/statistics';
import { formatDateTime } from '../../lib/format';
import { Card, CardTitle } from '../../ui/Card';
import { useSyncLog } from './statistics-api';

/** Admin: the latest table updates from DBU (the federation sync log). */
export function SyncHistory({ tables }: { tables: LeagueTable[] }) {
  const log = useSyncLog();
  const entries = (log.data ?? []).slice(0, 5);
  if (entries.length === 0) return null;
  const name = (code: string | null) =>
    code ? (tables.find((t) => t.team === code)?.name ?? code) : 'Alle hold';
  return (
    <Card aria-labelledby="sync-history-title">
      <div id="sync-history-title">
        <CardTitle icon={<History size={18} aria-hidden="true" />}>Seneste opdateringer</CardTitle>
      </div>
      <ul className="list small">
        {entries.map((e) => (
          <li key={e.id} className="row-between">
            <span>
              {name(e.teamCode)}: {e.recordsUpdated} {e.teamCode ? 'hold' : 'tabeller'}
              {e.createdBy ? ` · ${e.createdBy}` : ''}
            </span>
            <time className="muted" dateTime={e.startedAt}>
              {formatDateTime(e.startedAt)}
            </time>
          </li>
        ))}
      </ul>
    </Card>
  );
}
