import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import { syncedText } from '@common/domain/dbu-notices';
import { withinTeamScope } from '@common/domain/team-scope';
import { errorMessage } from '../lib/api';
import { call } from '../lib/api-client';
import { useDbuOverview } from '../lib/reads/dbu';
import { useCan, useCurrentUser } from '../lib/session';
import { showToast } from '../lib/toast-store';
import { Button } from '../ui/Button';

/**
 * 'Hentet fra DBU i nat kl. 03:12' on Stilling and Kampe for a team that follows DBU, with
 * 'Hent fra DBU nu' for admin and the team's coaches (the server decides, decision 109).
 */
export function DbuSyncNote({ team }: { team: string | null }) {
  const { user } = useCurrentUser();
  const can = useCan();
  const queryClient = useQueryClient();
  const overview = useDbuOverview(Boolean(team));
  const [busy, setBusy] = useState(false);
  const status = overview.data?.teams.find((t) => t.team === team);
  if (!team || !status) return null;
  const maySync = can('dbu.syncNow') && user !== null && withinTeamScope(user, team);
  const syncNow = async () => {
    setBusy(true);
    try {
      const result = await call(dbuSyncEndpoints.syncNow, { params: { code: team } });
      await queryClient.invalidateQueries();
      showToast({
        title: result.ok ? `Hentet fra DBU: ${result.message}` : result.message,
        variant: result.ok ? 'success' : 'error',
      });
    } catch (error) {
      showToast({ title: errorMessage(error, 'Kunne ikke hente fra DBU.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="row muted small" role="status">
      <span>
        {status.lastSyncedAt ? syncedText(new Date(status.lastSyncedAt), new Date()) : 'Endnu ikke hentet fra DBU'}
        {status.poolEnded ? ' · Puljen er slut – holdet mangler sin nye pulje' : ''}
      </span>
      {maySync ? (
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void syncNow()}>
          <RefreshCw size={14} aria-hidden="true" /> Hent fra DBU nu
        </Button>
      ) : null}
    </div>
  );
}
